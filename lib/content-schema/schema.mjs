/**
 * The one description of the site's copy: its pages and parts (singletons.mjs) and its collections
 * (collections.mjs). The editor draws its forms from it, with the landing pages
 * (components/composed-pages/), and every build checks lib/content/ against it.
 */
export * from './collections.mjs';
export * from './singletons.mjs';
export { SITE_PLACEHOLDERS } from './placeholders.mjs';
