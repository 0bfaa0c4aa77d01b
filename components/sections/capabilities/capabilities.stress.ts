import type { Stress } from '../section-stress';
import type kind from './capabilities.schema.mjs';

const stress: Stress<typeof kind> = ({ features }) => ({
  id: 'capabilities',
  title: features.capabilitiesTitle,
  intro: features.capabilitiesIntro,
  benefitsLabel: features.benefitsLabel,
  items: features.capabilities,
});

export default stress;
