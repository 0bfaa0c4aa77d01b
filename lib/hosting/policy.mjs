// Response headers and routing for every host, in one place. `write-host-files.mjs` turns this
// into the files each host reads; the e2e suite checks what the servers actually send.

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/** Content-hashed build assets; everything else (HTML, .txt route payloads, images) revalidates. */
export const IMMUTABLE_PREFIX = '/_next/static/';

/** Files in out/ that hosts read as configuration; nginx does not serve them. */
export const PRIVATE_FILES = ['/_headers'];

export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * What hashed build assets need. The document headers (CSP, HSTS, framing …) do nothing on a
 * script or stylesheet, and repeating them on every asset cost about 17 kB per page load.
 */
export const assetHeaders = {
  'X-Content-Type-Options': securityHeaders['X-Content-Type-Options'],
  'Cross-Origin-Resource-Policy': securityHeaders['Cross-Origin-Resource-Policy'],
};

/** Files pages load but nobody reads as a page: illustrations, share images, icons, the manifest. */
export const SUBRESOURCE_EXTENSIONS = ['svg', 'png', 'ico', 'webmanifest'];

/**
 * Their headers. The page CSP (with every script hash), HSTS and the framing rules did nothing
 * on an image and cost about 1.6 kB per file per page load. An SVG opened on its own is a
 * document that could carry script, so these files get a CSP that runs and loads nothing.
 */
export const subresourceHeaders = { ...assetHeaders, 'Content-Security-Policy': "default-src 'none'" };

/**
 * The CSP: only our own origin, plus the hashes of the inline scripts Next.js writes into each
 * page and of the stylesheet sonner injects at runtime. No 'unsafe-inline', no 'unsafe-eval'.
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    `style-src 'self' ${styleHashes.join(' ')}`,
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    // No manifest-src: default-src covers it, and WebKit logs it as an unrecognized directive.
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    // The contact form without JavaScript posts to the visitor's mail client.
    "form-action 'self' mailto:",
  ].join('; ');
}

/** Content types the hosts might not know by default. */
export const extraContentTypes = { webmanifest: 'application/manifest+json' };
