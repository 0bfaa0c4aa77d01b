/** Insights in each translation with articles of its own (/de/insights/), listing them. Built only when one does: next.config.mjs says why. */
import type { Metadata } from 'next';

import Insights from '@/app/insights/page';
import { articleIndexMetadata } from '@/lib/metadata';

import { translatedPage, translationOf, type Params } from '../translated-page';

const route = translatedPage('insightsPage', Insights);
export const generateStaticParams = route.generateStaticParams;
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { language, href } = await translationOf('insightsPage', params);
  return articleIndexMetadata(href, undefined, language);
}
export default route.Page;
