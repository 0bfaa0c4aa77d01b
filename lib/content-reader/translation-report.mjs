/**
 * What the build says of the translations: per language, the fields translated, missing and out of
 * date, and the pages that show, as `reports/translations.md` and one line for the build's log. A
 * page that misses a field is not built in that language, and one out of date still is: neither
 * stops a build, so a translation is published a page at a time.
 */
import { builtAddresses, composedPageAddresses } from './page-list.mjs';
import { languageProblems, pagesMissing, readTranslation, siteLanguages, translatableFiles } from './translations.mjs';

/** How many fields `copy` fills in: each text, number or choice, in every list and block. */
const fieldCount = (/** @type {unknown} */ copy) =>
  copy && typeof copy === 'object' ? Object.values(copy).reduce((sum, value) => sum + fieldCount(value), 0) : copy === undefined || copy === '' ? 0 : 1;

/** The report's Markdown and its one line; throws on a list of languages that cannot be built. */
export function translationReport() {
  const problems = languageProblems([...builtAddresses(), ...composedPageAddresses().map(({ slug }) => slug)]);
  if (problems.length > 0) throw new Error(`The languages cannot be built:\n${problems.join('\n')}`);
  const { site, translations } = siteLanguages();
  if (translations.length === 0) return { markdown: `# Translations\n\nThe site is in ${site.name} (${site.code}) only.\n`, line: `Translations: none, the site is in ${site.code} only` };
  const sections = translations.map(({ code, name }) => {
    const files = translatableFiles().map((file) => ({ file, translation: readTranslation(code, file) }));
    const pages = pagesMissing(code).map(({ href, missing }) => ({ href: `/${code}${href}`, missing }));
    const shown = pages.filter(({ missing }) => missing.length === 0).map(({ href }) => href);
    const translated = files.reduce((sum, { translation }) => sum + fieldCount(translation?.copy), 0);
    const missing = files.reduce((sum, { translation }) => sum + (translation?.missing.length ?? 0), 0);
    const outOfDate = files.reduce((sum, { translation }) => sum + (translation?.outOfDate.length ?? 0), 0);
    const untranslated = files.filter(({ translation }) => !translation).map(({ file }) => file);
    const rows = files.map(({ file, translation }) =>
      translation
        ? `| ${file} | ${fieldCount(translation.copy)} | ${translation.missing.join(', ') || '–'} | ${translation.outOfDate.map(({ field, was, now }) => `${field}: was “${was}”, now “${now}”`).join('; ') || '–'} |`
        : `| ${file} | 0 | not translated | – |`,
    );
    return {
      line: `${code} ${shown.length} of ${pages.length} pages, ${translated} fields translated, ${missing} missing, ${outOfDate} out of date${untranslated.length ? `, ${untranslated.length} files not begun` : ''}`,
      markdown: [
        `## ${name} (${code})`,
        '',
        `Shown: ${shown.join(', ') || 'no page yet'}. Not shown: ${pages.filter(({ missing }) => missing.length > 0).map(({ href }) => href).join(', ') || 'none'}.`,
        '',
        '| file | fields translated | missing | out of date |',
        '| --- | --- | --- | --- |',
        ...rows,
      ].join('\n'),
    };
  });
  return {
    markdown: `# Translations\n\nFrom ${site.name} (${site.code}). A page shows in a language once it, the header, the footer and the error screen miss no field.\n\n${sections.map(({ markdown }) => markdown).join('\n\n')}\n`,
    line: `Translations: ${sections.map(({ line }) => line).join('; ')}`,
  };
}
