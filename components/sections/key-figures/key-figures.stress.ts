import type { Stress } from '../section-stress';
import type kind from './key-figures.schema.mjs';

/** Home's figure, four times: a row as full as a section takes. */
const stress: Stress<typeof kind> = ({ home, features }) => ({
  id: 'figures',
  title: features.cardsTitle,
  intro: home.cardsIntro,
  sourceLabel: home.hero.sourceLabel,
  figures: Array(4).fill(home.hero.figure),
});

export default stress;
