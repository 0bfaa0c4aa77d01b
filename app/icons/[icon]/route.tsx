import { renderAppIcon } from '@/components/brand/app-icon';
import { appIcons } from '@/lib/icons';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return appIcons.map((icon) => ({ icon: icon.file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ icon: string }> }) {
  const { icon } = await params;
  const { size, padded } = appIcons.find((candidate) => candidate.file === icon)!;
  return renderAppIcon(size, { padded });
}
