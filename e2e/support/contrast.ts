import type { Page } from '@playwright/test';

/**
 * Runs in the page: the lowest WCAG contrast ratio of any visible text under `rootSelector`.
 * Each text is measured against what is behind it: the painted backgrounds of its ancestors up to
 * the root, over the first painted background beneath the root at that point, or over white paper
 * when `paper` is set (print, where backgrounds are not printed).
 */
function lowestTextContrast({ rootSelector, paper }: { rootSelector: string; paper: boolean }) {
  // Any CSS colour (oklab, color-mix …) to straight sRGB + alpha, through a canvas.
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const rgba = (color: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return { r, g, b, a: a / 255 };
  };
  type RGBA = ReturnType<typeof rgba>;
  const over = (top: RGBA, bottom: RGBA) => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }: RGBA) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const white = { r: 255, g: 255, b: 255, a: 1 };

  const root = document.querySelector(rootSelector)!;
  // Every visible element that holds text itself, which is where the text colour applies.
  const texts = [...root.querySelectorAll('*')].filter(
    (element) =>
      element.getClientRects().length > 0 &&
      !element.closest('.sr-only') &&
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''),
  );
  const ratios = texts.map((element) => {
    const box = element.getBoundingClientRect();
    let backdrop = paper
      ? white
      : document
          .elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          .filter((candidate) => !root.contains(candidate))
          .map((candidate) => rgba(getComputedStyle(candidate).backgroundColor))
          .find((color) => color.a > 0)!;
    for (const node of [...ancestorsUpTo(element, root)].reverse()) {
      const fill = rgba(getComputedStyle(node).backgroundColor);
      if (fill.a > 0) backdrop = over(fill, backdrop);
    }
    const text = over(rgba(getComputedStyle(element).color), backdrop);
    const [light, dark] = [luminance(text), luminance(backdrop)].sort((a, b) => b - a);
    return { ratio: (light + 0.05) / (dark + 0.05), text: element.textContent!.trim().slice(0, 40) };
  });
  const lowest = ratios.sort((a, b) => a.ratio - b.ratio)[0];
  return { ratio: Math.round(lowest.ratio * 100) / 100, text: lowest.text, count: texts.length };

  function* ancestorsUpTo(element: Element, top: Element) {
    for (let node: Element | null = element; node; node = node.parentElement) {
      yield node;
      if (node === top) return;
    }
  }
}

/** The lowest contrast of the text under `rootSelector`, and which text it is. */
export const lowestContrast = (page: Page, rootSelector: string, { paper = false } = {}) =>
  page.evaluate(lowestTextContrast, { rootSelector, paper });
