import type { Stress } from '../section-stress';
import type kind from './partners.schema.mjs';

/** The titles of Features' capabilities, About's highlights and Home's audiences as partner names. */
const stress: Stress<typeof kind> = ({ home, features, about }) => ({
  id: 'partners',
  title: about.whatItDoesTitle,
  intro: features.capabilitiesIntro,
  names: [...features.capabilities, ...about.highlights, ...home.audience.items].map(({ title }) => title),
});

export default stress;
