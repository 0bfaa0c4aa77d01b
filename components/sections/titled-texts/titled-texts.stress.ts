import type { Stress } from '../section-stress';
import type kind from './titled-texts.schema.mjs';

const stress: Stress<typeof kind> = ({ home }) => ({ id: 'audiences', title: home.audience.title, intro: home.audience.intro, items: home.audience.items });

export default stress;
