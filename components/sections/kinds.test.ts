/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { isAnchor } from '@/lib/content-schema/fields.mjs';

import { kindFolder, SECTION_KINDS } from './kinds.mjs';

const here = join(process.cwd(), 'components/sections');
const kinds = Object.keys(SECTION_KINDS);
/** The parts a kind's folder holds, by what each is. */
const PARTS = { schema: 'schema.mjs', drawing: 'section.tsx', 'stress copy': 'stress.ts', test: 'test.tsx' };

describe('a kind of section', () => {
  it.each(kinds)('%s has its folder with its schema, drawing, stress copy and test', (kind) => {
    const folder = kindFolder(kind);
    const missing = Object.entries(PARTS).flatMap(([part, ending]) => (existsSync(join(here, folder, `${folder}.${ending}`)) ? [] : [`${part} (${folder}/${folder}.${ending})`]));
    expect(missing).toEqual([]);
  });

  it.each(kinds)('%s keeps its anchor, if it takes one, in `id`, where the link check reads a landing page’s anchors', (kind) => {
    const { schema } = SECTION_KINDS[kind as keyof typeof SECTION_KINDS];
    const anchors = schema.kind === 'object' ? Object.entries(schema.fields).flatMap(([name, field]) => (isAnchor(field) ? [name] : [])) : [];
    expect(anchors.filter((name) => name !== 'id')).toEqual([]);
  });

  it('folder here is a kind of kinds.mjs', () => {
    const folders = readdirSync(here, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.filter((folder) => !kinds.some((kind) => kindFolder(kind) === folder))).toEqual([]);
  });
});
