import { screen } from '@testing-library/react';

import { renderSection } from '../render-section';
import IntroSection from './intro.section';
import stress from './intro.stress';

describe('the page introduction', () => {
  it('opening a page, its title is the page’s heading, under its eyebrow and over its lead', () => {
    const { eyebrow, title, lead } = renderSection(IntroSection, stress, { opensPage: true });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(eyebrow)).toBeInTheDocument();
    expect(screen.getByText(lead)).toBeInTheDocument();
  });

  it('further down a page, its title is a section’s heading', () => {
    const { title } = renderSection(IntroSection, stress);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  });
});
