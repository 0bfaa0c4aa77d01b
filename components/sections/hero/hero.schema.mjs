// @ts-check
import { hero } from '../../../lib/content-schema/fields.mjs';

/** A title with two buttons beside a key figure: Home's opening, on any page. */
const kind = { label: 'Hero with a key figure', schema: hero, opensPage: true };

export default kind;
