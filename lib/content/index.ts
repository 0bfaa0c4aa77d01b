/**
 * Every sentence the site shows, read from the copy files beside this one: edited in the browser
 * at /keystatic/ under `npm run dev`, described by schema.mjs, checked by content-module.cjs.
 * Components receive this copy as props, so wording changes happen in those files and nowhere else.
 * Re-exports only, so a client component that needs one file's copy bundles that file alone.
 */
export { default as homeCopy } from './home.yaml';
export { default as featuresCopy } from './features.yaml';
export { default as aboutCopy } from './about.yaml';
export { default as contactCopy } from './contact.yaml';
export { default as insightsPageCopy } from './insights-page.yaml';
/** Fields of the composed enquiry, in the order the mail body lists them. */
export { default as mailCopy } from './mail.yaml';
export { default as headerCopy } from './header.yaml';
export { default as footerCopy } from './footer.yaml';
export { default as notFoundCopy } from './not-found.yaml';
export { default as errorCopy } from './error.yaml';
/** Domain terms explained in a tooltip wherever they first appear in a block of copy. */
export { default as glossary } from './glossary.yaml';

export type {
  AboutCopy,
  ArticleIndexCopy,
  ActionPair,
  Capability,
  ContactCopy,
  ErrorCopy,
  FeaturesCopy,
  FooterCopy,
  HeaderCopy,
  HomeCopy,
  ImageCard,
  Illustration,
  KeyFigureCopy,
  Link,
  NotFoundCopy,
  PageIntro,
  PageMeta,
  TitledText,
} from './types';
