import { collectionRoutes } from '@/components/articles/collection-routes';

const { article } = collectionRoutes('insights', { translated: true });

export const generateStaticParams = article.generateStaticParams;
export const generateMetadata = article.generateMetadata;
export default article.Page;
