import { existsSync } from 'node:fs';

import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

import { EDITOR_API, EDITOR_ROOT } from './app/_editor/keystatic-internals/addresses.mjs';
import { composedPageAddresses } from './lib/content-reader/page-list.mjs';
import { shownPages, siteLanguages, translatablePageEntries } from './lib/content-reader/translations.mjs';

/**
 * The extensions of app/[page]/'s routes that have a page to write, or `all` of them: an export fails
 * on a route with no page (vercel/next.js#61213), and a marketer may unpublish the last one. A
 * translation's Home shares /<page>/ with the landing pages (`page.content.tsx`); each other
 * translated page has a route of its own (`page.translated-features.tsx`, `page.translated-not-found.tsx`;
 * Insights' feed `route.translated-insights-page.ts`), so it loads its own scripts alone.
 * @param {{ all: boolean }} options
 */
function contentRoutes({ all }) {
  // The bench's framework floor is built with this config, and has no content.
  if (!existsSync('lib/content')) return [];
  // Each translation's shown pages, read once: every route below asks.
  const shownBy = new Map(siteLanguages().translations.map(({ code }) => [code, new Set(shownPages(code).map(({ entry }) => entry))]));
  const shown = all ? new Set(translatablePageEntries()) : new Set([...shownBy.values()].flatMap((entries) => [...entries]));
  const landingLanguages = composedPageAddresses().map(({ language }) => language);
  return [
    ...(all || landingLanguages.some((language) => !language) || shown.has('home') ? ['content.tsx'] : []),
    // A landing page written in a translation's language, once that language's Home shows (app/[page]/[address]/).
    ...(all || landingLanguages.some((language) => shownBy.get(language)?.has('home')) ? ['translated-landing.tsx'] : []),
    ...translatablePageEntries()
      .filter((entry) => entry !== 'home' && shown.has(entry))
      .flatMap((entry) => ['tsx', 'ts'].map((extension) => `translated-${entry.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}.${extension}`)),
  ];
}

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  // The dev server serves what the export does, and also the editor's routes and API
  // (app/(editor)/keystatic/, app/api/keystatic/), which only a server can.
  ...(phase !== PHASE_DEVELOPMENT_SERVER && { output: 'export' }),
  // Writes every route as <route>/index.html, which both clean-URL hosts and
  // directory-index hosts (S3 website, nginx try_files $uri/) serve correctly. Not under the dev
  // server: the editor (Keystatic) routes its own paths without the slash, and Next.js's router,
  // putting it back on every refresh, sent the editor to its "Not found" page (the site's
  // /features/ links still work there, through a redirect).
  trailingSlash: phase !== PHASE_DEVELOPMENT_SERVER,
  // The editor's pages and API calls, each to one static route: `next dev` starts a Node.js process
  // to list a dynamic route's paths at every request to it (a second of CPU at each editor page, move
  // between entries and file read). Keystatic reads the page or call from the address the browser asked for.
  ...(phase === PHASE_DEVELOPMENT_SERVER && {
    rewrites: async () => [
      { source: `${EDITOR_ROOT}:path+`, destination: EDITOR_ROOT.slice(0, -1) },
      { source: `${EDITOR_API}:path+`, destination: EDITOR_API.slice(0, -1) },
    ],
  }),
  // A static export has no image optimizer: lib/images/ makes the cards' photos at build.
  images: { unoptimized: true },
  // `npm run typecheck` checks the types (npm test runs it before the build); the build itself need
  // not again: the type check was half of a build's time, which a marketer's Publish waits for, and
  // copy, the only change that deploy takes without the tests, has no types to break.
  typescript: { ignoreBuildErrors: true },
  // The same commit builds the same bytes. Next.js picks a random ID per build and writes it into
  // every page's payload, for its client-side router to notice a newer deploy; our pages navigate
  // as documents, and each names its payload by content (lib/hosting/page-payloads.mjs), so a
  // fixed ID lets a copy edit change only the pages it touches.
  generateBuildId: () => 'site',
  // `page.dev.tsx` and `route.dev.ts` routes (the share and search preview, app/(editor)/share-preview/, and the
  // editor, app/(editor)/keystatic/ and app/api/keystatic/) exist only in `next dev`: the export never sees them.
  // (The others are Next.js's defaults; the bench's framework floor is written in .jsx.)
  // The routes of the translations' and landing pages (app/[page]/) only when there is a page for
  // them (contentRoutes, above). Under `next dev`, all of them: it reads this once, as it starts.
  pageExtensions: [
    ...(phase === PHASE_DEVELOPMENT_SERVER ? ['dev.tsx', 'dev.ts', ...contentRoutes({ all: true })] : contentRoutes({ all: false })),
    'tsx',
    'ts',
    'jsx',
    'js',
  ],
  // The site's copy: YAML files checked against the editor's schema, as modules (lib/content/).
  turbopack: { rules: { '*.yaml': { loaders: ['./lib/content-reader/content-module.mjs'], as: '*.js' } } },
  // The editor's live preview calls a server function at each change in the form, with the page's
  // whole copy: logging every call would bury the dev server's own messages. It sends a photo
  // chosen and not yet saved once, which may be as large as an upload may be (20 MB:
  // lib/images/image-problems.ts).
  logging: { serverFunctions: false },
  // Marketers edit and preview under the dev server: Next.js's own indicator would sit over the
  // editor's publishing bar and over each page the preview draws. Its errors still show, on the
  // site's pages (the editor's own: app/_editor/editor.module.css).
  devIndicators: false,
  // The dev server answers this machine's own browser, over loopback, where gzip buys nothing and
  // costs its CPU: 13.5 MB of the editor's scripts at each opening, a third of the 1 CPU-s it cost
  // (`npm run bench:editor-open`). `npm run dev:phone` (DEV_ORIGINS) keeps it, for the phone on the
  // Wi-Fi. The export has no server to compress.
  ...(phase === PHASE_DEVELOPMENT_SERVER && !process.env.DEV_ORIGINS && { compress: false }),
  experimental: {
    // Each route folder has its own root layout, which alone knows its page's language and
    // translations (app/site-document.tsx): an address the site does not have is drawn by
    // app/global-not-found.tsx, with no layout.
    globalNotFound: true,
    // The live preview's server function takes a photo not yet saved (above).
    ...(phase === PHASE_DEVELOPMENT_SERVER && { serverActions: { bodySizeLimit: '21mb' } }),
  },
  // Hosts other than localhost that may load the dev server's scripts and live-reload socket:
  // `npm run dev:phone` sets them to this machine's network addresses (lib/dev-phone/dev-phone.mjs).
  allowedDevOrigins: (process.env.DEV_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
});

export default nextConfig;
