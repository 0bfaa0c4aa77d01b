import type { Browser, Page } from '@playwright/test';

/**
 * How far a page's content reaches past its width. The root's own box is the width: with the
 * scrollbar gutter reserved, Chromium's clientWidth still counts the gutter in.
 */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.getBoundingClientRect().width);

/** WCAG 1.4.12's text spacing, as its test bookmarklets apply it. */
const WCAG_TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/**
 * A page that applies WCAG 1.4.12's text spacing to every page it opens, as a visitor's own
 * stylesheet would: a context of its own, since the pages' policy does not cover the visitor's styles.
 */
export async function pageWithTextSpacing(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  await page.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: css })));
  }, WCAG_TEXT_SPACING);
  return page;
}

/**
 * What a visitor would see cut off on the page as it is now, one line each: the page scrolling
 * sideways, a line of text or a control reaching past the window, or text clipped by a box that
 * hides its overflow. Visually hidden text (the skip link until focused) is not on screen to cut.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const overflow = await horizontalOverflow(page);
  const problems = overflow > 0 ? [`the page scrolls ${Math.round(overflow)}px sideways`] : [];
  return [
    ...problems,
    ...(await page.evaluate(() => {
      const found: string[] = [];
      const width = document.documentElement.getBoundingClientRect().width;
      const TOLERANCE = 1;
      const describe = (element: Element) => `<${element.tagName.toLowerCase()}> “${(element.textContent ?? '').trim().slice(0, 40)}”`;
      const hidden = (element: Element) => element.closest('.sr-only, script, style, template, [hidden]') !== null;

      /** The boxes around `element` that clip what reaches past them. */
      const clippingBoxes = (element: Element) => {
        const boxes: Element[] = [];
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          const { overflowX, overflowY } = getComputedStyle(box);
          if (overflowX !== 'visible' || overflowY !== 'visible') boxes.push(box);
        }
        return boxes;
      };
      const check = (rect: DOMRect, element: Element, what: string) => {
        if (rect.width === 0 || rect.height === 0) return;
        if (rect.left < -TOLERANCE || rect.right > width + TOLERANCE) {
          found.push(`${what} ${describe(element)} reaches past the window (${Math.round(rect.left)}–${Math.round(rect.right)} of ${Math.round(width)}px)`);
          return;
        }
        for (const box of clippingBoxes(element)) {
          const clip = box.getBoundingClientRect();
          if (rect.left < clip.left - TOLERANCE || rect.right > clip.right + TOLERANCE || rect.top < clip.top - TOLERANCE || rect.bottom > clip.bottom + TOLERANCE) {
            found.push(`${what} ${describe(element)} is cut off by ${describe(box)}`);
            return;
          }
        }
      };

      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!node.textContent?.trim() || hidden(parent) || parent.closest('textarea, select')) continue;
        range.selectNodeContents(node);
        const before = found.length;
        for (const rect of range.getClientRects()) {
          check(rect, parent, 'text of');
          if (found.length > before) break;
        }
      }
      for (const control of document.querySelectorAll('a, button, input, select, textarea, summary')) {
        if (!hidden(control)) check(control.getBoundingClientRect(), control, 'control');
      }
      return found;
    })),
  ];
}

/**
 * The words of the page's headings that a line cuts in two, as a browser that cannot hyphenate
 * (this machine's Chromium) shows them: a heading comes down in size until its widest word fits
 * instead (components/ui/fitted-words.tsx). A run of over 20 letters (a part number, a compound of
 * another language) breaks where it must.
 */
export const wordsCutInHeadings = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = [];
    const range = document.createRange();
    for (const heading of document.querySelectorAll('h1, h2, h3')) {
      // Visually hidden headings are one pixel wide: not on screen to cut.
      if (heading.getBoundingClientRect().width < 20) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const { 0: word, index } of (node.textContent ?? '').matchAll(/[\p{L}\p{N}]+/gu)) {
          if (word.length > 20) continue;
          range.setStart(node, index);
          range.setEnd(node, index + word.length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) cut.push(`<${heading.tagName.toLowerCase()}> cuts “${word}” across ${lines.size} lines`);
        }
      }
    }
    return cut;
  });
