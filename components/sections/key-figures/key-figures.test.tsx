import { screen } from '@testing-library/react';

import { renderSection } from '../render-section';
import KeyFiguresSection from './key-figures.section';
import stress from './key-figures.stress';

describe('the key figures section', () => {
  it('shows each figure with what it counts and its source and year', () => {
    const { title, sourceLabel, figures } = renderSection(KeyFiguresSection, stress);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const shown = screen.getAllByRole('figure');
    expect(shown).toHaveLength(figures.length);
    figures.forEach(({ value, label, source, year }, index) => expect(shown[index]).toHaveTextContent(`${value}${label}${sourceLabel}: ${source}, ${year}`));
  });
});
