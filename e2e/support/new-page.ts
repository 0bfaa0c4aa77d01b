// A page added to a copy of the project as README.md ("A new page") tells a developer to: its
// entry in the schema, its copy file, and its route, the component that draws it. Nothing else:
// the build must give it its place in the header, footer and sitemap, its search copy and its
// share image (e2e/stress.spec.ts builds the site with it), and the editor its form and its live
// preview (e2e/dev-preview.spec.ts).
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
  mkdirSync(join(dir, 'app/pricing'));
  writeFileSync(
    join(dir, 'app/pricing/page.tsx'),
    `import type { Metadata } from 'next';

import { PageIntro } from '@/components/sections/page-intro';
import { entryCopies } from '@/lib/content/entry-copies';
import type { CopyFile } from '@/lib/content/types';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata('${NEW_PAGE.href}');

export default function Pricing({ copy = entryCopies.pricing }: { copy?: CopyFile<'pricing'> }) {
  return <PageIntro {...copy.intro} />;
}
`,
  );
}
