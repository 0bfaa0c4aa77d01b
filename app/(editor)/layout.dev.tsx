import { siteLayout } from '@/app/site-document';

export { siteMetadata as metadata, siteViewport as viewport } from '@/app/site-document';

// The editor and its previews, in the site's document as the pages are.
export default siteLayout();
