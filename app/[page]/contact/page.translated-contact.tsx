/** Contact in each translation that shows it (/de/contact/). Built only when one does: next.config.mjs says why. */
import Contact from '@/app/contact/page';

import { translatedPage } from '../translated-page';

const route = translatedPage('contact', Contact);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
