import type { ReactNode } from 'react';

import { SiteDocument } from '@/app/site-document';

import { translationOf, type Params, type TranslatedEntry } from './translated-page';

/** The document of `entry`'s page in the language its address names: a translated route's layout. */
export const translatedDocument = (entry: TranslatedEntry) =>
  async function TranslatedDocument({ children, params }: Params & { children: ReactNode }) {
    const { language, href } = await translationOf(entry, params);
    return (
      <SiteDocument language={language} href={href}>
        {children}
      </SiteDocument>
    );
  };
