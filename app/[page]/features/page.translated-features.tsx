/** Features in each translation that shows it (/de/features/). Built only when one does: next.config.mjs says why. */
import Features from '@/app/features/page';

import { translatedPage } from '../translated-page';

const route = translatedPage('features', Features);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
