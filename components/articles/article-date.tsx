import { languagesCopy } from '@/lib/content-reader';

const format = new Intl.DateTimeFormat(languagesCopy.site.code, { dateStyle: 'long', timeZone: 'UTC' });

/** An article's date (`YYYY-MM-DD`) as a reader reads it, and as a machine does. */
export function ArticleDate({ date }: { date: string }) {
  return <time dateTime={date}>{format.format(new Date(`${date}T00:00:00Z`))}</time>;
}
