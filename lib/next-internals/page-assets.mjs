// @ts-check
/**
 * How Next.js 16 writes a page's script chunks and stylesheet into its HTML: the chunks as async
 * scripts and one low-priority preload, under /_next/static/; the stylesheet as a link React
 * adopts as it hydrates (`data-precedence="next"`). The after-build steps find them by these.
 */

/** A script chunk's address. */
export const CHUNK = /^\/_next\/static\/[^"]+\.js$/;

/** A stylesheet of the framework's. */
export const STYLESHEET = /^\/_next\/static\/.+\.css$/;

/** The precedence React gives the framework's stylesheets, as `data-precedence`. */
export const STYLESHEET_PRECEDENCE = 'next';

/**
 * @typedef {{ tag: string, attributes: Record<string, string | undefined> }} Element
 */

/** @param {Element} element a script chunk the page starts as it loads */
export const isChunkScript = ({ tag, attributes }) => tag === 'script' && 'async' in attributes && CHUNK.test(attributes.src ?? '');

/** @param {Element} element the chunk Next.js also preloads, at low priority */
export const isChunkPreload = ({ tag, attributes }) =>
  tag === 'link' && attributes.rel === 'preload' && attributes.as === 'script' && attributes.fetchpriority === 'low' && CHUNK.test(attributes.href ?? '');

/** @param {Element} element a stylesheet of the framework's, not yet inlined (lib/hosting/inline-stylesheet.mjs) */
export const isFrameworkStylesheet = ({ tag, attributes }) =>
  tag === 'link' && attributes.rel === 'stylesheet' && !('disabled' in attributes) && attributes['data-precedence'] === STYLESHEET_PRECEDENCE && STYLESHEET.test(attributes.href ?? '');
