// @ts-check
import { intro } from '../../../lib/content-schema/fields.mjs';

/** Eyebrow, title and lead on the dark band, as most built pages open. */
const kind = { label: 'Page introduction', schema: intro, opensPage: true };

export default kind;
