/**
 * The shape of lib/content.ts, checked when a page renders (app/layout.tsx): in `next dev` a
 * missing or empty field shows in the error overlay with its name, and `next build` stops on it,
 * instead of a blank section reaching a visitor. Server-only: no client bundle imports it.
 */
import * as z from 'zod';

import * as content from '@/lib/content';

const text = z.string().trim().min(1);
const texts = z.array(text).min(1);
const link = z.object({ label: text, href: text });
const actionPair = z.object({ primary: link, secondary: link });
const pageMeta = z.object({ title: text, description: text });
const pageIntro = z.object({ eyebrow: text, title: text, lead: text });
const titledTexts = z.array(z.object({ title: text, text })).min(1);
const imageCards = z
  .array(z.object({ title: text, text, illustration: z.object({ src: text, alt: text, width: z.number(), height: z.number() }) }))
  .min(1);
const phrase = z.custom<(value: string) => string>((value) => typeof value === 'function', 'is not a function');

const contentSchema = z.object({
  glossary: z.record(text, text),
  headerCopy: z.object({ skipLink: text, homeLabel: text, navLabel: text, menuButton: text, login: text }),
  footerCopy: z.object({ tagline: text, navLabel: text, contactLabel: text, launched: text }),
  homeCopy: z.object({
    meta: pageMeta,
    hero: z.object({
      eyebrow: text,
      title: text,
      lead: text,
      actions: actionPair,
      sourceLabel: text,
      figure: z.object({ value: text, label: text, source: text, year: z.number() }),
    }),
    cardsTitle: text,
    cardsIntro: text,
    cards: imageCards,
    textBlocks: z.array(z.object({ id: text.optional(), title: text, paragraphs: texts })).min(1),
    audience: z.object({ title: text, intro: text, items: titledTexts }),
  }),
  featuresCopy: z.object({
    meta: pageMeta,
    intro: pageIntro,
    cardsTitle: text,
    cards: imageCards,
    capabilitiesTitle: text,
    capabilitiesIntro: text,
    benefitsLabel: text,
    capabilities: z.array(z.object({ title: text, description: text, benefits: texts })).min(1),
    demo: z.object({ title: text, text, button: text, subject: text, body: text }),
  }),
  aboutCopy: z.object({
    meta: pageMeta,
    intro: pageIntro,
    mission: z.object({ title: text, paragraphs: texts }),
    highlightsTitle: text,
    highlights: titledTexts,
    whatItDoesTitle: text,
    whatItDoes: titledTexts,
    cta: z.object({ title: text, text }),
    actions: actionPair,
  }),
  contactCopy: z.object({
    meta: pageMeta,
    intro: pageIntro,
    form: z.object({
      title: text,
      fields: z.object({ firstName: text, lastName: text, email: text, company: text, role: text, subject: text, message: text }),
      optional: text,
      submit: text,
      clear: text,
      onPaper: text,
      longMessage: text,
      note: text,
    }),
    demoSteps: z.object({ title: text, steps: titledTexts }),
  }),
  mailCopy: z.object({
    notProvided: text,
    labels: z.object({ to: text, subject: text, name: text, email: text, company: text, role: text, message: text }),
    toast: z.object({ title: text, description: phrase, copyAction: text, copied: text, copyFailed: phrase }),
  }),
  notFoundCopy: z.object({ title: text, text, homeLink: text }),
  errorCopy: z.object({ title: text, text, retry: text, homeLink: text }),
});

// The schema may ask for nothing the content's own types lack: the typecheck fails if it does.
content satisfies z.input<typeof contentSchema>;

/** Each problem in `value` (the content module by default) as `homeCopy.hero.title is empty`. */
export function contentProblems(value: unknown = content): string[] {
  const result = contentSchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = issue.path.join('.');
    if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return `${field} is missing`;
    if (issue.code === 'too_small') return `${field} is empty`;
    return `${field}: ${issue.message}`;
  });
}

/** Stops the render (the dev overlay shows it; a build fails) when a field is missing or empty. */
export function assertContentComplete() {
  const problems = contentProblems();
  if (problems.length > 0) throw new Error(`lib/content.ts: ${problems.join('; ')}`);
}
