// The bench's second site (bench/run.mjs): a copy of the project with the newest article's cover a
// phone's photo, Home composed as a landing page, and a translation, each measured beside the
// site's own page in the same run.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { copyProject } from '../e2e/support/project-copy.ts';
import { phonePhoto } from '../e2e/support/test-photo.ts';
import { COMPOSED_PAGES } from '../lib/content-schema/entry-rules.mjs';

const { readYaml, writeYaml } = createRequire(import.meta.url)('../lib/content-reader/yaml.mjs');

/** Home as a landing page of the same sections, at /<HOME_AS_LANDING_PAGE>/: the composed page's row. */
export const HOME_AS_LANDING_PAGE = 'home-composed';

/** Writes Home's copy as a landing page into the project at `dir`, its cards' images in the page's own folder. */
function writeHomeAsLandingPage(dir) {
  const home = readYaml(readFileSync(join(dir, 'lib/content/home.yaml'), 'utf8'));
  const cards = home.cards.map((card, index) => {
    const src = `images/${COMPOSED_PAGES.collection}/${HOME_AS_LANDING_PAGE}/sections/1/value/cards/${index}/illustration/src${card.illustration.src.match(/\.\w+$/)[0]}`;
    mkdirSync(join(dir, 'lib/content', src, '..'), { recursive: true });
    writeFileSync(join(dir, 'lib/content', src), readFileSync(join(dir, 'lib/content', card.illustration.src)));
    return { ...card, illustration: { ...card.illustration, src } };
  });
  const sections = [
    { discriminant: 'hero', value: home.hero },
    { discriminant: 'imageCards', value: { title: home.cardsTitle, intro: home.cardsIntro, cards } },
    ...home.textBlocks.map((block) => ({ discriminant: 'textBlock', value: block })),
    { discriminant: 'titledTexts', value: { title: home.audience.title, intro: home.audience.intro, items: home.audience.items } },
  ];
  mkdirSync(join(dir, COMPOSED_PAGES.folder), { recursive: true });
  const page = { title: 'Home, composed', date: '2020-01-01', draft: false, meta: home.meta, sections };
  writeFileSync(join(dir, COMPOSED_PAGES.folder, `${HOME_AS_LANDING_PAGE}${COMPOSED_PAGES.extension}`), writeYaml(page));
}

/** The translation the bench measures: every copy file, its English words standing in, so its pages differ from the English ones only in being a translation's. */
export const TRANSLATION = { code: 'de', name: 'Deutsch', direction: 'ltr' };

/** Writes TRANSLATION into the project at `dir`, as a marketer adds a language in the editor. */
function writeTranslation(dir) {
  const content = join(dir, 'lib/content');
  const languages = join(content, 'languages.yaml');
  writeFileSync(languages, writeYaml({ ...readYaml(readFileSync(languages, 'utf8')), translations: [TRANSLATION] }));
  mkdirSync(join(content, TRANSLATION.code));
  for (const name of readdirSync(content).filter((file) => file.endsWith('.yaml') && file !== 'languages.yaml')) copyFileSync(join(content, name), join(content, TRANSLATION.code, name));
}

/**
 * The site with the newest article's cover a phone's photo (4032 × 3024 JPEG): the photo's row;
 * with Home as a landing page: the composed page's row; with a translation: the translated pages' rows.
 */
export async function variantSite(newestArticle) {
  const photo = await phonePhoto();
  return copyProject((dir) => {
    const cover = newestArticle.cover.src.replace(/\.\w+$/, '.jpg');
    writeFileSync(join(dir, 'lib/content', cover), photo);
    const file = join(dir, newestArticle.file);
    writeFileSync(file, readFileSync(file, 'utf8').replace(`src: ${newestArticle.cover.src}`, `src: ${cover}`));
    writeHomeAsLandingPage(dir);
    writeTranslation(dir);
  });
}
