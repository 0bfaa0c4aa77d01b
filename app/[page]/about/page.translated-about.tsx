/** About in each translation that shows it (/de/about/). Built only when one does: next.config.mjs says why. */
import About from '@/app/about/page';

import { translatedPage } from '../translated-page';

const route = translatedPage('about', About);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
