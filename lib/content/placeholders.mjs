/**
 * The site's placeholders in copy (`{brand}` …) and how they are filled in from lib/site.ts. Plain
 * JavaScript with no imports: the build's check (content-module.cjs) and the editor's preview frame
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
 */
export function withSiteValues(value, site) {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (placeholder, name) =>
      name in SITE_PLACEHOLDERS ? String(SITE_PLACEHOLDERS[name].split('.').reduce((object, key) => object[key], site)) : placeholder,
    );
  }
  if (Array.isArray(value)) return value.map((entry) => withSiteValues(entry, site));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withSiteValues(entry, site)]));
  return value;
}
