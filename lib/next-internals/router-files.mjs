// @ts-check
/**
 * What Next.js 16's export writes for its client-side router, which these pages never run (they
 * link with plain <a>): each page's payload again as `index.txt` and `__next.<segment>.txt`, and
 * the build manifests in `_next/static/<build ID>/`. The after-build step removes them.
 */

/** A router payload file's name. */
export const ROUTER_PAYLOAD = /^(index|__next\..+)\.txt$/;

/** The file that marks a folder of build manifests under _next/static/. */
export const BUILD_MANIFEST = '_buildManifest.js';
