import type { Stress } from '../section-stress';
import type kind from './call-to-action.schema.mjs';

const stress: Stress<typeof kind> = ({ about }) => ({ title: about.cta.title, text: about.cta.text, actions: about.actions });

export default stress;
