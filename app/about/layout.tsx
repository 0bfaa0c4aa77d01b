import { siteLayout } from '@/app/site-document';

export { siteMetadata as metadata, siteViewport as viewport } from '@/app/site-document';

export default siteLayout('/about/');
