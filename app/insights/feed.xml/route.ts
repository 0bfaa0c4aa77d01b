import { collectionRoutes } from '@/components/articles/collection-routes';

export const dynamic = 'force-static';
export const GET = collectionRoutes('insights').feed;
