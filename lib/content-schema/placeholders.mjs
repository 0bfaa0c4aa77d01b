/**
 * The site's placeholders in copy (`{brand}` …) and how they are filled in from lib/site.ts. Plain
 * JavaScript with no imports: the build's check (content-module.mjs) and the editor's preview frame
 * in the browser fill them alike.
 */

/** Written in copy as `{brand}` and filled in from lib/site.ts, which the build's environment can override. */
export const SITE_PLACEHOLDERS = {
  brand: 'name',
  tagline: 'tagline',
  infoEmail: 'infoEmail',
  demoContact: 'demoContact.name',
  launchYear: 'launchYear',
};

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Copy (a string, or lists and fields of them) as the page shows it: its site placeholders filled
 * in from `site` (lib/site.ts), as the copy modules' expressions fill them in at build. Others
 * (`{address}`, filled where the copy is used) stay.
 * @template T
 * @param {T} value
 * @param {object} site
 * @returns {T}
 */
export function withSiteValues(value, site) {
  if (typeof value === 'string') {
    return /** @type {T} */ (
      value.replace(PLACEHOLDER, (placeholder, name) =>
        name in SITE_PLACEHOLDERS ? String(SITE_PLACEHOLDERS[/** @type {keyof typeof SITE_PLACEHOLDERS} */ (name)].split('.').reduce((/** @type {any} */ object, key) => object[key], site)) : placeholder,
      )
    );
  }
  if (Array.isArray(value)) return /** @type {T} */ (value.map((entry) => withSiteValues(entry, site)));
  if (value && typeof value === 'object') return /** @type {T} */ (Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withSiteValues(entry, site)])));
  return value;
}
