import { renderShareImage } from '@/components/brand/share-image';
import { everyPage } from '@/components/composed-pages/composed-pages';
import { articleShareImage, findPage, pageIn } from '@/lib/pages';
import { shownPages, translations } from '@/lib/site-languages';
import { siteArticles } from '@/lib/site-articles';

export const dynamic = 'force-static';

const fileName = (shareImage: string) => shareImage.split('/').pop()!;

/** Each translated page with a card of its own: one whose card is not its English page's (pageIn says when). */
const translatedPages = () =>
  translations().flatMap((language) =>
    shownPages(language.code)
      .filter(({ entry }) => entry !== 'notFound')
      .flatMap(({ href }) => {
        const page = pageIn(language, href);
        return page.shareImage === findPage(href).shareImage ? [] : [page];
      }),
  );

/** Each image, by its file name: a page's headline and description, in each language it has its own card in; an article's title and summary. */
const shareImages = () => [
  ...[...everyPage(), ...translatedPages()].map((page) => ({ file: fileName(page.shareImage), headline: page.headline, description: page.meta.description })),
  ...siteArticles().map((article) => ({ file: fileName(articleShareImage(article)), headline: article.title, description: article.summary })),
];

/** One `/og/<page>.png` per page (`pages-<address>.png` a composed one's, `de.features.png` a translation's) and `/og/<collection>-<address>.png` per article (insights-…); the .png name lets every host serve it as image/png. */
export function generateStaticParams() {
  return shareImages().map(({ file }) => ({ image: file }));
}

/** Any name, not only generateStaticParams', as the articles' routes take it (components/articles/collection-routes.tsx says why). */
export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const shown = shareImages().find(({ file }) => file === image);
  if (!shown) return new Response(null, { status: 404 });
  return renderShareImage({ headline: shown.headline, description: shown.description });
}
