import type { Stress } from '../section-stress';
import type kind from './text-block.schema.mjs';

const stress: Stress<typeof kind> = ({ about }) => ({ id: 'mission', title: about.mission.title, paragraphs: about.mission.paragraphs });

export default stress;
