// Response headers and routing for every host, in one place. `host-files.mjs` turns this
// into the files each host reads; the e2e suite checks what the servers actually send.

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/** Content-hashed build assets and page payloads; everything else (HTML, images, robots.txt) revalidates. */
export const IMMUTABLE_PREFIX = '/_next/static/';

/** Files in out/ that hosts read as configuration; nginx does not serve them. */
export const PRIVATE_FILES = ['/_headers', '/_redirects'];

/** Rules for what a document may embed, submit and be framed by; they hold in header and page policy alike. */
const DOCUMENT_RULES = [
  "object-src 'none'",
  "base-uri 'self'",
  // The contact form without JavaScript posts to the visitor's mail client.
  "form-action 'self' mailto:",
];

/**
 * The policy every host sends with every page. It holds nothing that depends on a page (the script
 * hashes live in each page's own policy), so it is the same for every build, and it carries what a
 * <meta> policy cannot: `frame-ancestors`. The browser enforces both policies.
 */
export const HEADER_CONTENT_SECURITY_POLICY = ["frame-ancestors 'none'", ...DOCUMENT_RULES].join('; ');

export const securityHeaders = {
  'Content-Security-Policy': HEADER_CONTENT_SECURITY_POLICY,
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

/**
 * Files pages load but nobody reads as a page: share images, icons, the manifest
 * (and robots.txt).
 */
export const SUBRESOURCE_EXTENSIONS = ['svg', 'png', 'ico', 'webmanifest', 'txt'];

/**
 * Their headers. HSTS and the framing rules did nothing on an image or a manifest (with the page
 * payloads, which are now hashed assets, 0.7 kB on every page load). An SVG opened on its own is a document that could carry script, so these files get
 * a CSP that runs and loads nothing.
 */
export const subresourceHeaders = { ...assetHeaders, 'Content-Security-Policy': "default-src 'none'" };

/**
 * Each page's own policy, written into a <meta> at its top by page-policy.mjs: only our own
 * origin, plus the hashes of the inline scripts and stylesheet that page carries and of the
 * stylesheet sonner injects at runtime. No 'unsafe-inline', no 'unsafe-eval'.
 * @param {{ scriptHashes: string[], styleHashes: string[] }} hashes
 */
export function pageContentSecurityPolicy({ scriptHashes, styleHashes }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    `style-src 'self' ${styleHashes.join(' ')}`,
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    // No manifest-src: default-src covers it, and WebKit logs it as an unrecognized directive.
    ...DOCUMENT_RULES,
  ].join('; ');
}

/** Content types the hosts might not know by default (serve-handler's database has no AVIF). */
export const extraContentTypes = { webmanifest: 'application/manifest+json', avif: 'image/avif' };
