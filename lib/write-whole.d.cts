/** Writes `file` whole or not at all (its folder made if need be). */
export function writeWhole(file: string, contents: string | Uint8Array): void;
