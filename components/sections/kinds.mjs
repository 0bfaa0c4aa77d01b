// @ts-check
/**
 * The kinds of section a landing page is composed of, by the name a page's file gives each
 * (`discriminant`), in the order the editor offers them. Each kind is a folder here, named as the
 * kind in kebab-case: its schema, its drawing, its stress copy and its test (README.md).
 */
import callToAction from './call-to-action/call-to-action.schema.mjs';
import capabilities from './capabilities/capabilities.schema.mjs';
import hero from './hero/hero.schema.mjs';
import imageCards from './image-cards/image-cards.schema.mjs';
import intro from './intro/intro.schema.mjs';
import keyFigures from './key-figures/key-figures.schema.mjs';
import partners from './partners/partners.schema.mjs';
import questions from './questions/questions.schema.mjs';
import quote from './quote/quote.schema.mjs';
import steps from './steps/steps.schema.mjs';
import textBlock from './text-block/text-block.schema.mjs';
import titledTexts from './titled-texts/titled-texts.schema.mjs';

/**
 * @typedef {{ label: string, schema: import('@keystatic/core').ComponentSchema, opensPage?: boolean, namedItems?: string }} SectionKind
 * `opensPage`: it may open a page, its title the page's heading. `namedItems`: its list whose items
 * a screen reader lists by their titles, so each needs its own.
 */

export const SECTION_KINDS = { hero, intro, imageCards, textBlock, capabilities, titledTexts, steps, keyFigures, quote, partners, questions, callToAction };

/**
 * The folder of a kind: `imageCards` is in image-cards/.
 * @param {string} kind
 */
export const kindFolder = (kind) => kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The kinds that may open a page. */
export const OPENING_KINDS = Object.entries(SECTION_KINDS).flatMap(([kind, described]) => ('opensPage' in described && described.opensPage ? [kind] : []));
