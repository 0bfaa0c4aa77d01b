import type { Stress } from '../section-stress';
import type kind from './quote.schema.mjs';

/** About's first paragraph as someone's words. */
const stress: Stress<typeof kind> = ({ about }) => ({ id: 'quote', title: about.highlightsTitle, quote: about.mission.paragraphs[0], name: about.highlights[0].title, role: about.intro.eyebrow });

export default stress;
