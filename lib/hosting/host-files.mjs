// The headers and routing of lib/hosting/policy.mjs in the formats real hosts read (written by
// after-build.mjs), and the redirects from the addresses articles had. Nothing else here depends
// on the pages (each carries its own script hashes, see page-policy.mjs).
import { join } from 'node:path';

import { isPreview } from '../content-schema/schedule.mjs';

import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  IMMUTABLE_PREFIX,
  PRIVATE_FILES,
  SUBRESOURCE_EXTENSIONS,
  assetHeaders,
  extraContentTypes,
  securityHeaders,
  subresourceHeaders,
} from './policy.mjs';

/** What every response of a preview says: search engines are to leave it out. */
const PREVIEW_HEADERS = { 'X-Robots-Tag': 'noindex' };

// Netlify and Cloudflare Pages: out/_headers. Both merge every matching block (Netlify cannot
// drop a header a broader block set), so every file gets the page headers, and Cache-Control is
// set only on hashed assets; both hosts already revalidate everything else by default.
/** @typedef {{ from: string, to: string }} Redirect */
/** @typedef {Record<string, string>} Headers */

/**
 * @param {string} path
 * @param {Headers} headers
 */
const headerBlock = (path, headers) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/**
 * The redirects, `{ from: '/insights/old/', to: '/insights/new/' }` each, in the forms a visitor
 * may type: with and without the slash. Permanent, so search engines move the article's standing.
 */
/** @param {Redirect} redirect */
const redirectSources = ({ from }) => [from, from.replace(/\/$/, '')];

// Netlify and Cloudflare Pages: out/_redirects.
/** @param {Redirect[]} redirects */
const redirectsFile = (redirects) =>
  redirects.flatMap((redirect) => redirectSources(redirect).map((source) => `${source} ${redirect.to} 301`)).join('\n') + '\n';

/** @param {Headers} extra */
const headersFile = (extra) =>
  [headerBlock('/*', { ...securityHeaders, ...extra }), headerBlock(`${IMMUTABLE_PREFIX}*`, { 'Cache-Control': CACHE_IMMUTABLE })].join('\n\n') + '\n';

// nginx: a server block for /etc/nginx/conf.d/. `add_header` is not inherited into a location
// that sets its own, so each location repeats the full set.
/** @param {Headers} headers */
const addHeaders = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `    add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
/** @param {Redirect[]} redirects */
const nginxRedirects = (redirects) =>
  redirects.map(({ from, to }) => `    location ~ ^${from.replace(/\/$/, '')}(/|/index\\.html)?$ {\n        return 301 ${to};\n    }\n`).join('');
/**
 * The body of a server block: where its files are, and how each kind is served.
 * @param {{ root: string, serverName?: string, extra?: Headers, redirects?: Redirect[] }} options
 */
const nginxBody = ({ root, serverName = '', extra = {}, redirects = [] }) => `    # BEGIN site
${serverName}    root ${root};
    charset utf-8;
    charset_types text/css text/plain text/xml application/javascript application/json application/manifest+json image/svg+xml;
    server_tokens off;
    autoindex off;
    gzip on;
    # nginx's default level is 1: Home's HTML goes out 12% larger than at gzip's own default, 6.
    gzip_comp_level 6;
    gzip_types text/css text/plain text/xml application/javascript application/json application/manifest+json application/xml image/svg+xml;

    # An address the site does not have gets the nearest not-found page, as Cloudflare Pages picks
    # it: a translation's (/de/404.html) for one under /de/, else the site's.
    set $first_folder "";
    if ($uri ~ ^(/[^/]+)/) {
        set $first_folder $1;
    }
    error_page 404 @not_found;
    location @not_found {
        try_files $first_folder/404.html /404.html =404;
${addHeaders({ ...securityHeaders, ...extra, 'Cache-Control': CACHE_REVALIDATE })}
    }
    # Malformed or traversing paths get the not-found page too, not a bare 400.
    error_page 400 =404 /404.html;

    location / {
        # /about, /about/ and /about/index.html all serve the exported page, never a listing.
        try_files $uri $uri/index.html $uri.html =404;
${addHeaders({ ...securityHeaders, ...extra, 'Cache-Control': CACHE_REVALIDATE })}
    }

    # ^~: no regex location below may take over a hashed asset.
    location ^~ ${IMMUTABLE_PREFIX} {
        try_files $uri =404;
${addHeaders({ ...assetHeaders, ...extra, 'Cache-Control': CACHE_IMMUTABLE })}
    }

${Object.entries(extraContentTypes)
  .map(
    ([extension, type]) => `    location ~ \\.${extension}$ {
        types { } default_type ${type};
${addHeaders({ ...(SUBRESOURCE_EXTENSIONS.includes(extension) ? subresourceHeaders : securityHeaders), ...extra, 'Cache-Control': CACHE_REVALIDATE })}
    }`,
  )
  .join('\n')}

    location ~ \\.(${SUBRESOURCE_EXTENSIONS.filter((extension) => !(extension in extraContentTypes)).join('|')})$ {
${addHeaders({ ...subresourceHeaders, ...extra, 'Cache-Control': CACHE_REVALIDATE })}
    }

${nginxRedirects(redirects)}    location ~ ^(${PRIVATE_FILES.join('|')})$ {
        return 404;
    }
    # END site
`;

/** @param {Redirect[]} redirects */
const nginxSite = (redirects) => `# Generated by lib/hosting/after-build.mjs from lib/hosting/policy.mjs. Do not edit.
# Install in /etc/nginx/conf.d/ and set the certificate paths. The root is the live release of the
# deploy target (DEPLOY_TARGET, lib/deploy/README.md): set its folder if yours is not /var/www/site.

# Plain HTTP only redirects, so HSTS can take over after the first visit.
server {
    listen 80;
    listen [::]:80;
    server_name _;
    return 301 https://$host$request_uri;
}

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name _;
    ssl_certificate /etc/ssl/certs/site.pem;
    ssl_certificate_key /etc/ssl/private/site.key;

${nginxBody({ root: '/var/www/site/live/site', redirects })}}
`;

/**
 * The review requests' previews (lib/deploy/preview.mjs): one server block for all of them, each
 * at <name>.preview.<your domain>, served from its own folder of the deploy target, never the
 * live one, and kept out of search engines. A former address serves the build's page that sends
 * visitors on: the block is shared, and nginx reads no redirect list per folder.
 */
const nginxPreviews = () => `# Generated by lib/hosting/after-build.mjs from lib/hosting/policy.mjs. Do not edit.
# Install beside nginx-site.conf, with a certificate for *.preview.<your domain>, and set the
# deploy target's folder if yours is not /var/www/site.
server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    ssl_certificate /etc/ssl/certs/preview.pem;
    ssl_certificate_key /etc/ssl/private/preview.key;

${nginxBody({
  serverName: '    server_name ~^(?<preview>[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)\\.preview\\.;\n',
  root: '/var/www/site/previews/$preview/site',
  extra: PREVIEW_HEADERS,
})}}
`;

// `npm start` and the e2e suite (serve-handler): the same headers, clean URLs, no directory listings.
/** @param {Record<string, string | null>} headers a null removes a header an earlier source set */
const asServeHeaders = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));
// A null value removes a header that the first rule set.
/** @param {Headers} headers */
const replacingPageHeaders = (headers) => ({
  ...Object.fromEntries(Object.keys(securityHeaders).map((name) => [name, null])),
  ...headers,
});
/**
 * @param {Redirect[]} redirects
 * @param {Headers} extra
 */
const serveConfig = (redirects, extra) =>
  JSON.stringify(
    {
      directoryListing: false,
      redirects: redirects.flatMap((redirect) => redirectSources(redirect).map((source) => ({ source, destination: redirect.to, type: 301 }))),
      // serve-handler adds the headers of every matching source, later ones winning.
      headers: [
        { source: '**', headers: asServeHeaders({ ...securityHeaders, ...extra, 'Cache-Control': CACHE_REVALIDATE }) },
        {
          source: `**/*.{${SUBRESOURCE_EXTENSIONS.join(',')}}`,
          headers: asServeHeaders(replacingPageHeaders({ ...subresourceHeaders, ...extra, 'Cache-Control': CACHE_REVALIDATE })),
        },
        {
          source: `${IMMUTABLE_PREFIX.slice(1)}**`,
          headers: asServeHeaders(replacingPageHeaders({ ...assetHeaders, ...extra, 'Cache-Control': CACHE_IMMUTABLE })),
        },
        ...Object.entries(extraContentTypes).map(([extension, type]) => ({ source: `**/*.${extension}`, headers: asServeHeaders({ 'Content-Type': type }) })),
      ],
    },
    null,
    2,
  ) + '\n';

/**
 * Every host file, by the path it is written to: the same for every build of the same policy and
 * redirects. A preview's (SITE_PREVIEW=true) tell search engines to leave it out.
 * @param {{ out?: string, hosting?: string, redirects?: Redirect[], preview?: boolean }} [options]
 */
export const hostFiles = ({ out = 'out', hosting = '.hosting', redirects = [], preview = isPreview() } = {}) => {
  const extra = preview ? PREVIEW_HEADERS : {};
  return {
    [join(out, '_headers')]: headersFile(extra),
    [join(out, '_redirects')]: redirectsFile(redirects),
    [join(hosting, 'nginx-site.conf')]: nginxSite(redirects),
    [join(hosting, 'nginx-previews.conf')]: nginxPreviews(),
    [join(hosting, 'serve.json')]: serveConfig(redirects, extra),
  };
};

