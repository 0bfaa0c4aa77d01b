/**
 * A heading's words, set as print sets them: a word wider than the heading's line is never cut
 * without a hyphen. Where the browser hyphenates English (globals.css sets `hyphens: auto`), it
 * does; where it cannot (Chromium without its dictionaries), the heading comes down in size until
 * its longest word fits the line. The heading is the container its line is measured in
 * (`@container`); the size is set by a `fit-words-<ems>` class (globals.css), so the page's
 * policy needs no inline style.
 */

/** Widths of a semibold sans serif's letters, in ems, a little over what system fonts draw. */
const letterEms = (letter: string) => (/[mwMW]/.test(letter) ? 0.95 : /\p{Lu}/u.test(letter) ? 0.75 : /\p{N}/u.test(letter) ? 0.62 : 0.6);

/** The width of `text` on one line, in ems, a little over what system fonts draw. */
export const textEms = (text: string) => [...text].reduce((ems, letter) => ems + letterEms(letter), 0);

/**
 * The widths of word a heading is fitted to (globals.css): a word of 6 ems fits every heading's
 * line at 320 px (the widest, 44 px type in 280 px, holds 6.4), one over 24 ems breaks instead.
 */
const [FEWEST_EMS, MOST_EMS] = [7, 24];

/**
 * The width in ems of the widest word of `text` that a heading can fit on its line, or undefined
 * when every word fits at any size. A line may break after a hyphen, dash or slash; a word over
 * 24 ems (a pasted address, a part number) breaks where it must instead of shrinking the heading
 * to nothing.
 */
export function widestWordEms(text: string): number | undefined {
  const widths = text
    .split(/\s+|(?<=[-‐–—/])/)
    .map((word) => Math.ceil(textEms(word)))
    .filter((ems) => ems <= MOST_EMS);
  const widest = Math.max(0, ...widths);
  return widest >= FEWEST_EMS ? widest : undefined;
}

/** The text of a heading with the `@container` class, at a size where its widest word fits. */
export function FittedWords({ text }: { text: string }) {
  const ems = widestWordEms(text);
  return ems ? <span className={`fit-words-${ems}`}>{text}</span> : text;
}
