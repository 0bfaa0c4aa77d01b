/**
 * Every sentence the site shows, one module per copy file, for the components to take as props.
 * Re-exports only, so a client component that needs one file's copy bundles that file alone.
 */
export { default as homeCopy } from '../content/home.yaml';
export { default as featuresCopy } from '../content/features.yaml';
export { default as aboutCopy } from '../content/about.yaml';
export { default as contactCopy } from '../content/contact.yaml';
export { default as insightsPageCopy } from '../content/insights-page.yaml';
/** Fields of the composed enquiry, in the order the mail body lists them. */
export { default as mailCopy } from '../content/mail.yaml';
export { default as headerCopy } from '../content/header.yaml';
export { default as footerCopy } from '../content/footer.yaml';
export { default as notFoundCopy } from '../content/not-found.yaml';
export { default as errorCopy } from '../content/error.yaml';
/** Domain terms explained in a tooltip wherever they first appear in a block of copy. */
export { default as glossary } from '../content/glossary.yaml';
/** The language of the copy: the `lang` and `dir` of every page. */
export { default as languagesCopy } from '../content/languages.yaml';

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
} from '../content-schema/types';
