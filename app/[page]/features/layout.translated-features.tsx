import { translatedDocument } from '../translated-document';

export { siteMetadata as metadata, siteViewport as viewport } from '@/app/site-document';

export default translatedDocument('features');
