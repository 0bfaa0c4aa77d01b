/**
 * Where search results and link cards cut a page's title and description, and where each number
 * comes from. X documents its limits (developer.x.com, "Cards markup": twitter:title max 70
 * characters, twitter:description max 200); LinkedIn and Slack read the same Open Graph tags and
 * publish no text limits, so the card uses X's, the strictest documented. Google documents no
 * number: title links and snippets are "truncated as needed" to fit the result, which on a
 * desktop is about 600 px of 20 px Arial for a title (some 60 characters) and two lines of 14 px
 * Arial for a description (some 160). Characters are counted as a reader sees them.
 *
 * Plain JavaScript, as the content schema (lib/content-schema/schema.mjs) shows them as field hints and
 * the build reads that schema with Node.js alone.
 */
export const SHARE_LIMITS = /** @type {const} */ ({
  searchTitle: { max: 60, where: 'Google result title (cut to about 600 px; no documented number)' },
  searchDescription: { max: 160, where: 'Google result snippet (cut to about two lines; no documented number)' },
  cardTitle: { max: 70, where: 'Link card title (X: twitter:title, max 70 characters)' },
  cardDescription: { max: 200, where: 'Link card description (X: twitter:description, max 200 characters)' },
});
