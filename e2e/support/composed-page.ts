// A page composed as a marketer composes one in the editor (lib/content/pages/): every kind of
// section of lib/content-schema/sections.mjs twice, its words taken from the built pages' copy files as
// they are in a project's folder (the stress copy's, in the stress build), its cards' images
// copied into its own folder as the editor keeps them.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { ComponentSchema } from '@keystatic/core';

import type { ComposedPage, PageSection } from '@/lib/composed-pages';
import { COMPOSED_PAGES } from '@/lib/content-schema/entry-rules.mjs';
import { SECTIONS, SECTIONS_MAX } from '@/lib/content-schema/sections.mjs';
import type { AboutCopy, ContactCopy, CopyFile, FeaturesCopy, HomeCopy } from '@/lib/content-schema/types';

type GlossaryCopy = CopyFile<'glossary'>;
import { readYaml, writeYaml } from '@/lib/content-reader/yaml.cjs';

/** Its address, and the one it had before (which leads to it on every host). */
export const COMPOSED_PAGE = { slug: 'every-section', href: '/every-section/', formerAddress: 'all-the-sections' };
/** A page kept out of search engines (a campaign's): its address works, the sitemap leaves it out. */
export const UNLISTED_PAGE = { slug: 'for-those-invited', href: '/for-those-invited/' };

type Copies = { home: HomeCopy; features: FeaturesCopy; about: AboutCopy; contact: ContactCopy; glossary: GlossaryCopy };
type Fields = Omit<ComposedPage, 'slug' | 'href' | 'file' | 'time'>;

/** `value` with each of its lists cut to the most items `schema` takes there (a section's lists take fewer than a built page's). */
function withinLimits(schema: ComponentSchema, value: unknown): unknown {
  if (schema.kind === 'object') return Object.fromEntries(Object.entries(value as object).map(([key, entry]) => [key, key in schema.fields ? withinLimits(schema.fields[key], entry) : entry]));
  if (schema.kind === 'array') return (value as unknown[]).slice(0, schema.validation?.length?.max).map((item) => withinLimits(schema.element, item));
  return value;
}

/** A card's or a capability's title, as `retitle` gives it from the title, the item's place and its list; any other item as it is. */
function withItemTitles(fields: Record<string, unknown>, retitle: (title: string, index: number, items: { title?: string }[]) => string) {
  for (const list of ['cards', 'items']) {
    const items = fields[list];
    if (Array.isArray(items)) fields[list] = items.map((item, index) => (item && typeof item === 'object' && 'title' in item ? { ...item, title: retitle(item.title, index, items) } : item));
  }
  return fields;
}

/** A section's fields with each card's and capability's title its own: the stress copy repeats items of a list, a page names each once. */
const titledApart = (value: PageSection['value']) =>
  withItemTitles({ ...value }, (title, index, items) => (items.findIndex((other) => other.title === title) < index ? `${title} ${index + 1}` : title)) as PageSection['value'];

/**
 * A section's fields as the page has them a second time: without its anchor (an anchor appears
 * once on a page), its title and its cards' and capabilities' titles its own (a screen reader lists
 * them by title, so a page names each once).
 */
function onceMore(value: PageSection['value']) {
  const again = (title: string) => `${title} (again)`;
  const fields = withItemTitles({ ...value }, again);
  if (typeof fields.title === 'string') fields.title = again(fields.title);
  if ('id' in fields) fields.id = '';
  return fields;
}

/** The page's fields: each kind of section once with an anchor where it takes one, then each again without, under titles of its own (onceMore). */
function composedPage({ home, features, about, contact, glossary }: Copies, cards: HomeCopy['cards']): Fields {
  const once: PageSection[] = [
    { discriminant: 'hero', value: home.hero },
    { discriminant: 'intro', value: features.intro },
    { discriminant: 'imageCards', value: { id: 'cards', title: home.cardsTitle, intro: home.cardsIntro, cards } },
    { discriminant: 'textBlock', value: { id: 'mission', title: about.mission.title, paragraphs: about.mission.paragraphs } },
    {
      discriminant: 'capabilities',
      value: { id: 'capabilities', title: features.capabilitiesTitle, intro: features.capabilitiesIntro, benefitsLabel: features.benefitsLabel, items: features.capabilities },
    },
    { discriminant: 'titledTexts', value: { id: 'audiences', title: home.audience.title, intro: home.audience.intro, items: home.audience.items } },
    { discriminant: 'steps', value: { id: 'steps', title: contact.demoSteps.title, items: contact.demoSteps.steps } },
    {
      discriminant: 'keyFigures',
      value: { id: 'figures', title: features.cardsTitle, intro: home.cardsIntro, sourceLabel: home.hero.sourceLabel, figures: Array(4).fill(home.hero.figure) },
    },
    { discriminant: 'quote', value: { id: 'quote', title: about.highlightsTitle, quote: about.mission.paragraphs[0], name: about.highlights[0].title, role: about.intro.eyebrow } },
    {
      discriminant: 'partners',
      value: { id: 'partners', title: about.whatItDoesTitle, intro: features.capabilitiesIntro, names: [...features.capabilities, ...about.highlights, ...home.audience.items].map(({ title }) => title) },
    },
    // The glossary's terms, asked as questions.
    { discriminant: 'questions', value: { id: 'questions', title: features.demo.title, items: glossary.terms.map(({ term, definition }) => ({ question: term, answer: definition })) } },
    { discriminant: 'callToAction', value: { title: about.cta.title, text: about.cta.text, actions: about.actions } },
  ];
  if (new Set(once.map(({ discriminant }) => discriminant)).size !== Object.keys(SECTIONS).length) {
    throw new Error('e2e/support/composed-page.ts: compose the page of every kind of section of lib/content-schema/sections.mjs');
  }
  const within = once.map(({ discriminant, value }) => ({ discriminant, value: titledApart(withinLimits(SECTIONS[discriminant].schema, value) as PageSection['value']) }) as PageSection);
  const again = within.map((section) => ({ ...section, value: onceMore(section.value) }) as PageSection);
  return {
    title: about.intro.title,
    date: '2020-01-01',
    draft: false,
    meta: about.meta,
    keepOutOfSearch: false,
    sections: [...within, ...again].slice(0, SECTIONS_MAX),
    formerAddresses: [COMPOSED_PAGE.formerAddress],
  };
}

/** Copy of the page at `href` as another page shows it: each link to a section of its own (`#how-it-works`) written with its page (`/#how-it-works`). */
const onAnotherPage = <Copy>(copy: Copy, href: string): Copy =>
  JSON.parse(JSON.stringify(copy), (key, value) => (key === 'href' && typeof value === 'string' && value.startsWith('#') ? `${href}${value}` : value));

/** Writes the composed page into the project at `dir`, from its copy files as they are there; returns its fields. */
export function writeComposedPage(dir: string): Fields {
  const copyOf = (name: string, href: string) => onAnotherPage(readYaml(readFileSync(join(dir, `lib/content/${name}.yaml`), 'utf8')), href);
  const copies = {
    home: copyOf('home', '/'),
    features: copyOf('features', '/features/'),
    about: copyOf('about', '/about/'),
    contact: copyOf('contact', '/contact/'),
    glossary: copyOf('glossary', '/'),
  } as Copies;
  const cards = copies.home.cards.map((card, index) => {
    const src = card.illustration.src.replace(/^images\/home\/cards\/\d+\//, `images/pages/${COMPOSED_PAGE.slug}/sections/2/value/cards/${index}/`);
    mkdirSync(dirname(join(dir, 'lib/content', src)), { recursive: true });
    copyFileSync(join(dir, 'lib/content', card.illustration.src), join(dir, 'lib/content', src));
    return { ...card, illustration: { ...card.illustration, src } };
  });
  const page = composedPage(copies, cards);
  mkdirSync(join(dir, COMPOSED_PAGES.folder), { recursive: true });
  writeFileSync(join(dir, COMPOSED_PAGES.folder, `${COMPOSED_PAGE.slug}.yaml`), writeYaml(page));
  return page;
}

/** Writes UNLISTED_PAGE into the project at `dir`: the composed page's introduction alone, kept out of search. */
export function writeUnlistedPage(dir: string) {
  const page = readYaml(readFileSync(join(dir, COMPOSED_PAGES.folder, `${COMPOSED_PAGE.slug}.yaml`), 'utf8')) as Fields;
  const intro = page.sections.find(({ discriminant }) => discriminant === 'intro')!;
  writeFileSync(join(dir, COMPOSED_PAGES.folder, `${UNLISTED_PAGE.slug}.yaml`), writeYaml({ ...page, keepOutOfSearch: true, sections: [intro], formerAddresses: [] }));
}
