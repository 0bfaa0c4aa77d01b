import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterPaintPayload } from '@/lib/hosting/after-paint-loader.mjs';
import { aboutCopy, contactCopy, featuresCopy, homeCopy } from '@/lib/content';

/** Each page, with the headline it must show and the copy that must be in its static HTML. */
export const expectedPages = [
  {
    path: '/',
    h1: homeCopy.hero.title,
    texts: [
      homeCopy.hero.lead,
      ...homeCopy.cards.flatMap((card) => [card.title, card.text]),
      ...homeCopy.textBlocks.flatMap((block) => [block.title, ...block.paragraphs]),
      homeCopy.audience.title,
      ...homeCopy.audience.items.flatMap((item) => [item.title, item.text]),
    ],
  },
  {
    path: '/features/',
    h1: featuresCopy.intro.title,
    texts: [
      featuresCopy.intro.lead,
      ...featuresCopy.cards.flatMap((card) => [card.title, card.text]),
      ...featuresCopy.capabilities.flatMap((item) => [item.title, item.description, ...item.benefits]),
      featuresCopy.demo.title,
      featuresCopy.demo.text,
    ],
  },
  {
    path: '/about/',
    h1: aboutCopy.intro.title,
    texts: [
      ...aboutCopy.mission.paragraphs,
      ...aboutCopy.highlights.flatMap((item) => [item.title, item.text]),
      ...aboutCopy.whatItDoes.flatMap((item) => [item.title, item.text]),
    ],
  },
  {
    path: '/contact/',
    h1: contactCopy.intro.title,
    texts: [
      contactCopy.intro.lead,
      contactCopy.form.note,
      ...contactCopy.demoSteps.steps.flatMap((step) => [step.title, step.text]),
    ],
  },
] as const;

/** The page's visible text with whitespace collapsed, so copy split by tooltips still matches. */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The URL of the payload the exported page at `path` hydrates from (lib/hosting/page-payloads.mjs). */
export const payloadUrlOf = (path: string, out = 'out') => afterPaintPayload(readFileSync(join(out, path, 'index.html'), 'utf8'))!;
