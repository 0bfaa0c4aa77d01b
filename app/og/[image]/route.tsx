import { renderShareImage } from '@/components/brand/share-image';
import { sitePages } from '@/lib/pages';

export const dynamic = 'force-static';
export const dynamicParams = false;

const fileName = (shareImage: string) => shareImage.split('/').pop()!;

/** One `/og/<page>.png` per page; the .png name lets every host serve it as image/png. */
export function generateStaticParams() {
  return sitePages.map((page) => ({ image: fileName(page.shareImage) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const page = sitePages.find((candidate) => fileName(candidate.shareImage) === image)!;
  return renderShareImage({ headline: page.headline, description: page.meta.description });
}
