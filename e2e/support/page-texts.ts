import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { aboutCopy, contactCopy, featuresCopy, homeCopy, insightsPageCopy, type AboutCopy, type ContactCopy, type FeaturesCopy, type HomeCopy } from '@/lib/content-reader';
import { afterPaintPayload } from '@/lib/hosting/after-paint-loader.mjs';
import { siteArticles, type Article } from '@/lib/site-articles';

type PageCopies = { home: HomeCopy; features: FeaturesCopy; about: AboutCopy; contact: ContactCopy };

/** Each page, with the headline it must show and the copy that must be in its static HTML, from `copies`. */
export const pagesOf = ({ home, features, about, contact }: PageCopies) => [
  {
    path: '/',
    h1: home.hero.title,
    texts: [
      home.hero.lead,
      ...home.cards.flatMap((card) => [card.title, card.text]),
      ...home.textBlocks.flatMap((block) => [block.title, ...block.paragraphs]),
      home.audience.title,
      ...home.audience.items.flatMap((item) => [item.title, item.text]),
    ],
  },
  {
    path: '/features/',
    h1: features.intro.title,
    texts: [
      features.intro.lead,
      ...features.cards.flatMap((card) => [card.title, card.text]),
      ...features.capabilities.flatMap((item) => [item.title, item.description, ...item.benefits]),
      features.demo.title,
      features.demo.text,
    ],
  },
  {
    path: '/about/',
    h1: about.intro.title,
    texts: [
      ...about.mission.paragraphs,
      ...about.highlights.flatMap((item) => [item.title, item.text]),
      ...about.whatItDoes.flatMap((item) => [item.title, item.text]),
    ],
  },
  {
    path: '/contact/',
    h1: contact.intro.title,
    texts: [contact.intro.lead, contact.form.note, ...contact.demoSteps.steps.flatMap((step) => [step.title, step.text])],
  },
];

/** The words of each paragraph, list item and subheading of an article's body (Markdoc's tree). */
const blocksOf = (node: unknown): string[] => {
  if (!node || typeof node !== 'object' || !('children' in node)) return [];
  const { name, children } = node as { name: string; children: unknown[] };
  const words = (child: unknown): string => (typeof child === 'string' ? child : child && typeof child === 'object' && 'children' in child ? (child.children as unknown[]).map(words).join('') : '');
  return ['p', 'li', 'h2', 'h3'].includes(name) ? [children.map(words).join('')] : children.flatMap(blocksOf);
};

/** The index of articles (its first page) and each article, with the words each must show. */
export const articlePagesOf = (articles: Article[]) => [
  { path: '/insights/', h1: insightsPageCopy.intro.title, texts: [insightsPageCopy.intro.lead, ...articles.slice(0, 12).flatMap((article) => [article.title, article.summary])] },
  ...articles.map((article) => ({ path: article.href, h1: article.title, texts: [article.summary, article.author, ...blocksOf(article.body)] })),
];

/**
 * Each page of the site as its copy has it, the index of articles and the newest article as its
 * file has it (every article's words are checked in the stress build, e2e/stress.spec.ts).
 */
export const expectedPages = [...pagesOf({ home: homeCopy, features: featuresCopy, about: aboutCopy, contact: contactCopy }), ...articlePagesOf(siteArticles()).slice(0, 2)];

/** `text` as React writes it into a page's HTML ('&' as '&amp;', an apostrophe as '&#x27;' …), to find copy in a response's body. */
export const asHtml = (text: string) => renderToStaticMarkup(createElement(Fragment, null, text));

/** The page's visible text with whitespace collapsed, so copy split by tooltips still matches. */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text between the tags of a page's HTML, as React escapes it, whitespace collapsed: a glossary term's button splits a sentence. */
export const htmlTextOf = (html: string) => normalise(html.replace(/<[^>]+>/g, ''));

/** The URL of the payload the exported page at `path` hydrates from (lib/hosting/page-payloads.mjs). */
export const payloadUrlOf = (path: string, out = 'out') => afterPaintPayload(readFileSync(join(out, path, 'index.html'), 'utf8'))!;
