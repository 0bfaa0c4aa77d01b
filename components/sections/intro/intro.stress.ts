import type { Stress } from '../section-stress';
import type kind from './intro.schema.mjs';

const stress: Stress<typeof kind> = ({ features }) => features.intro;

export default stress;
