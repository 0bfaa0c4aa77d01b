/** Every illustration is drawn at 8:5 and laid out at this size, so cards never shift while images load. */
export const ILLUSTRATION_SIZE = { width: 480, height: 300 } as const;

/**
 * Why an SVG cannot be an illustration, or undefined when it can. The page's policy would block a
 * script or style in it and leave the drawing broken, and a script would run if the file were
 * opened on its own: the build refuses to inline one, and the editor refuses to upload one.
 */
export function illustrationProblem(svg: string): string | undefined {
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(svg)) return 'is not an SVG drawing';
  if (/<script|<foreignObject|\son\w+\s*=|javascript:/i.test(svg)) return 'holds a script';
  if (/<style|\sstyle\s*=/i.test(svg)) return 'holds a style: draw it with attributes only';
  return undefined;
}
