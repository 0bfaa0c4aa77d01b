import { collectionRoutes } from '@/components/articles/collection-routes';

const { indexPage } = collectionRoutes('insights', { translated: true });

export const generateStaticParams = indexPage.generateStaticParams;
export const generateMetadata = indexPage.generateMetadata;
export default indexPage.Page;
