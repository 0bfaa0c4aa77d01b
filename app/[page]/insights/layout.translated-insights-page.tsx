import { translatedDocument } from '../translated-document';

export { siteMetadata as metadata, siteViewport as viewport } from '@/app/site-document';

/** Insights in each translation with articles of its own, its articles' pages too: their language switch leads to Insights in each other language, as the site's language's articles' does. */
export default translatedDocument('insightsPage');
