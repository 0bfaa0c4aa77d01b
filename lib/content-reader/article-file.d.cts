/** An article file's fields (a date as its text) and its body's Markdoc text. Throws where the fields are not YAML. */
export function articleParts(source: string): { fields: Record<string, unknown>; body: string };
/** An article file's text from its fields and body, as Keystatic writes it. */
export function articleSource(fields: Record<string, unknown>, body: string): string;
export const FRONT_MATTER: RegExp;
