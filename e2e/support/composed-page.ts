// A page composed as a marketer composes one in the editor (lib/content/pages/): every kind of
// section (components/sections/) twice, each from its kind's stress copy, made from the built
// pages' copy files as they are in a project's folder (the stress copy's, in the stress build).
// Its cards' images are copied into its own folder, as the editor keeps them.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { ComponentSchema } from '@keystatic/core';

import { SECTIONS_MAX } from '@/components/composed-pages/composed-page-schema.mjs';
import type { ComposedPage, PageSection } from '@/components/composed-pages/composed-page-types';
import { kindFolder, SECTION_KINDS } from '@/components/sections/kinds.mjs';
import type { BuiltCopies } from '@/components/sections/section-stress';
import { readYaml, writeYaml } from '@/lib/content-reader/yaml.mjs';
import { COMPOSED_PAGES } from '@/lib/content-schema/entry-rules.mjs';

/** Its address, and the one it had before (which leads to it on every host). */
export const COMPOSED_PAGE = { slug: 'every-section', href: '/every-section/', formerAddress: 'all-the-sections' };
/** A page kept out of search engines (a campaign's): its address works, the sitemap leaves it out. */
export const UNLISTED_PAGE = { slug: 'for-those-invited', href: '/for-those-invited/' };

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

/** A kind's stress copy, from its folder by name, as a new kind needs no line here. */
const stressOf = (kind: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require(`../../components/sections/${kindFolder(kind)}/${kindFolder(kind)}.stress`) as { default: (copies: BuiltCopies) => PageSection['value'] }).default;

/** The page's fields: each kind of section once with an anchor where it takes one, then each again without, under titles of its own (onceMore). */
function composedPage(copies: BuiltCopies): Fields {
  const { about } = copies;
  const once = Object.keys(SECTION_KINDS).map((kind) => ({ discriminant: kind, value: stressOf(kind)(copies) }) as PageSection);
  const within = once.map(({ discriminant, value }) => ({ discriminant, value: titledApart(withinLimits(SECTION_KINDS[discriminant].schema, value) as PageSection['value']) }) as PageSection);
  const again = within.map((section) => ({ ...section, value: onceMore(section.value) }) as PageSection);
  return {
    title: about.intro.title,
    date: '2020-01-01',
    draft: false,
    language: '',
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
  const home = copyOf('home', '/') as BuiltCopies['home'];
  const cards = home.cards.map((card, index) => {
    const src = card.illustration.src.replace(/^images\/home\/cards\/\d+\//, `images/pages/${COMPOSED_PAGE.slug}/sections/2/value/cards/${index}/`);
    mkdirSync(dirname(join(dir, 'lib/content', src)), { recursive: true });
    copyFileSync(join(dir, 'lib/content', card.illustration.src), join(dir, 'lib/content', src));
    return { ...card, illustration: { ...card.illustration, src } };
  });
  const copies = { home, features: copyOf('features', '/features/'), about: copyOf('about', '/about/'), contact: copyOf('contact', '/contact/'), glossary: copyOf('glossary', '/'), cards } as BuiltCopies;
  const page = composedPage(copies);
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
