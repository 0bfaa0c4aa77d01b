import type { Stress } from '../section-stress';
import type kind from './image-cards.schema.mjs';

const stress: Stress<typeof kind> = ({ home, cards }) => ({ id: 'cards', title: home.cardsTitle, intro: home.cardsIntro, cards });

export default stress;
