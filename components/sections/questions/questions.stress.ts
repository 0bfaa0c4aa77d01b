import type { Stress } from '../section-stress';
import type kind from './questions.schema.mjs';

/** The glossary's terms, asked as questions. */
const stress: Stress<typeof kind> = ({ features, glossary }) => ({
  id: 'questions',
  title: features.demo.title,
  items: glossary.terms.map(({ term, definition }) => ({ question: term, answer: definition })),
});

export default stress;
