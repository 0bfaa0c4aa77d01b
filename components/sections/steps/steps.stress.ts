import type { Stress } from '../section-stress';
import type kind from './steps.schema.mjs';

const stress: Stress<typeof kind> = ({ contact }) => ({ id: 'steps', title: contact.demoSteps.title, items: contact.demoSteps.steps });

export default stress;
