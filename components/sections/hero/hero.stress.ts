import type { Stress } from '../section-stress';
import type kind from './hero.schema.mjs';

const stress: Stress<typeof kind> = ({ home }) => home.hero;

export default stress;
