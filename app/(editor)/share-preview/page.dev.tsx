// The share and search preview, at /share-preview/ in `next dev` only (`page.dev.tsx`: see
// next.config.mjs). It shows every page as a search result and as a link card, from the same
// metadata the pages export, against the limits in lib/share-preview/limits.ts.
import type { Metadata } from 'next';
import clsx from 'clsx';

import { PageIntro } from '@/components/sections/intro/intro.section';
import { documentTitle } from '@/lib/metadata';
import { sitePages } from '@/lib/pages';
import { measure, SHARE_LIMITS, type Measurement, type ShareLimit } from '@/lib/share-preview/limits';
import { siteConfig } from '@/lib/site';

import styles from './share-preview.module.css';

export const metadata: Metadata = { title: 'Share and search preview', robots: { index: false } };

const domain = new URL(siteConfig.url).host;

/** Each shown text's length against the limit where that service cuts it. */
function Lengths({ measured }: { measured: Partial<Record<ShareLimit, Measurement>> }) {
  return (
    <ul className={styles.lengths}>
      {Object.entries(measured).map(([limit, { length, max, over }]) => (
        <li key={limit} className={clsx(styles.length, over && styles.over)}>
          <span>{SHARE_LIMITS[limit as ShareLimit].where}</span>
          <span>
            {length} / {max}
            {over ? ` · over by ${length - max}` : ' · fits'}
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function SharePreviewPage() {
  return (
    <>
      <PageIntro
        eyebrow="In development only"
        title="Share and search preview"
        lead="Each page as a search result and as the card a link unfolds into on LinkedIn, Slack or X, from the metadata the pages ship. Edit the copy at /keystatic/ and this page follows."
      />
      <ul className={clsx('page-container', styles.pages)}>
        {sitePages.map(({ href, meta, shareImage }) => {
          const url = new URL(href, siteConfig.url).href;
          const search = { title: measure(documentTitle(href), 'searchTitle'), description: measure(meta.description, 'searchDescription') };
          const card = { title: measure(meta.title, 'cardTitle'), description: measure(meta.description, 'cardDescription') };
          const cut = [search.title, search.description, card.title, card.description].some(({ over }) => over);
          return (
            <li key={href}>
              <article aria-labelledby={`preview-${href}`}>
                <div className={styles.heading}>
                  <h2 id={`preview-${href}`}>{href}</h2>
                  {cut && <span className={styles.flag}>cut</span>}
                </div>
                <div className={styles.previews}>
                  <section aria-label="Search result" className={clsx(styles.box, styles.searchResult)}>
                    <p>{url}</p>
                    <p className={styles.searchTitle}>{search.title.shown}</p>
                    <p>{search.description.shown}</p>
                    <Lengths measured={{ searchTitle: search.title, searchDescription: search.description }} />
                  </section>
                  <section aria-label="Link card" className={styles.box}>
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img src={shareImage} alt="Share image" width={1200} height={630} className={styles.image} />
                    <div className={styles.cardText}>
                      <p className={styles.domain}>{domain}</p>
                      <p className={styles.cardTitle}>{card.title.shown}</p>
                      <p>{card.description.shown}</p>
                      <Lengths measured={{ cardTitle: card.title, cardDescription: card.description }} />
                    </div>
                  </section>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
