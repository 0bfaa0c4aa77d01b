import { collectionRoutes } from '@/components/articles/collection-routes';

const { feed, feedParams } = collectionRoutes('insights', { translated: true });

export const dynamic = 'force-static';
export const generateStaticParams = feedParams;
export const GET = feed;
