import type { Entry } from '@keystatic/core/reader';

import type { singletons } from './schema.mjs';

/** A copy file as the schema (schema.mjs) describes it. */
export type CopyFile<Name extends keyof typeof singletons> = Entry<(typeof singletons)[Name]>;

export type HomeCopy = CopyFile<'home'>;
export type FeaturesCopy = CopyFile<'features'>;
export type AboutCopy = CopyFile<'about'>;
export type ContactCopy = CopyFile<'contact'>;
export type HeaderCopy = CopyFile<'header'>;
export type FooterCopy = CopyFile<'footer'>;
export type NotFoundCopy = CopyFile<'notFound'>;
export type ErrorCopy = CopyFile<'error'>;
/** The copy of a page that lists a collection's articles: Insights' (schema.mjs's `articleIndex`), as every such page's. */
export type ArticleIndexCopy = CopyFile<'insightsPage'>;
export type PageMeta = CopyFile<'home'>['meta'];
export type PageIntro = CopyFile<'features'>['intro'];
export type ActionPair = CopyFile<'home'>['hero']['actions'];
export type Link = ActionPair['primary'];
export type ImageCard = CopyFile<'home'>['cards'][number];
export type Illustration = ImageCard['illustration'];
export type TitledText = CopyFile<'about'>['highlights'][number];
export type Capability = CopyFile<'features'>['capabilities'][number];
export type KeyFigureCopy = CopyFile<'home'>['hero']['figure'];
