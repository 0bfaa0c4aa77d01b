// A page added to a copy of the project as README.md ("A new page") tells a developer to: its
// entry in the schema, its copy file, its component named in entry-pages.tsx, and its route.
// Nothing else: the build must give it its place in the header, footer and sitemap, its search
// copy and its share image. e2e/stress.spec.ts builds the site with it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { dump } from 'js-yaml';

export const NEW_PAGE = {
  href: '/pricing/',
  label: 'Pricing',
  copy: {
    meta: { title: 'Pricing for planning teams', description: 'What a planning team pays for the platform, per study region and per year.' },
    intro: { eyebrow: 'Pricing', title: 'One price per study region', lead: 'Every seat, model and study of a region, for a year.' },
  },
};

/** Puts `added` into the file at `path` before `before`, which must be there. */
function insertBefore(path: string, before: string, added: string) {
  const source = readFileSync(path, 'utf8');
  if (!source.includes(before)) throw new Error(`${path} no longer holds "${before}": say in README.md ("A new page") how a page is added now`);
  writeFileSync(path, source.replace(before, added + before));
}

export function writeNewPage(dir: string) {
  insertBefore(
    join(dir, 'lib/content/schema.mjs'),
    '  glossary: inContent(',
    `  pricing: inContent('pricing', 'Pricing', { meta, intro }, { href: '${NEW_PAGE.href}', label: '${NEW_PAGE.label}' }),\n`,
  );
  writeFileSync(join(dir, 'lib/content/pricing.yaml'), dump(NEW_PAGE.copy));
  writeFileSync(
    join(dir, 'components/pages/pricing-page.tsx'),
    `import { PageIntro } from '@/components/sections/page-intro';
import type { CopyFile } from '@/lib/content/types';

export function PricingPage({ copy }: { copy: CopyFile<'pricing'> }) {
  return <PageIntro {...copy.intro} />;
}
`,
  );
  const entryPages = join(dir, 'components/pages/entry-pages.tsx');
  insertBefore(entryPages, "import { NotFoundScreen } from './not-found-screen';", "import { PricingPage } from './pricing-page';\n");
  insertBefore(entryPages, '  notFound: NotFoundScreen,', '  pricing: PricingPage,\n');
  mkdirSync(join(dir, 'app/pricing'));
  writeFileSync(
    join(dir, 'app/pricing/page.tsx'),
    `import { PricingPage } from '@/components/pages/pricing-page';
import { entryCopies } from '@/lib/content/entry-copies';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('${NEW_PAGE.href}');

export default function Pricing() {
  return <PricingPage copy={entryCopies.pricing} />;
}
`,
  );
}
