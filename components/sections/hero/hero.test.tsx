import { screen } from '@testing-library/react';

import { renderSection } from '../render-section';
import HeroSection from './hero.section';
import stress from './hero.stress';

describe('the hero section', () => {
  it('opening a page, its title is the page’s heading, with its two buttons and its key figure', () => {
    const { title, actions, figure } = renderSection(HeroSection, stress, { opensPage: true });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const { label, href } of [actions.primary, actions.secondary]) expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(screen.getByText(figure.value)).toBeInTheDocument();
  });

  it('further down a page, its title is a section’s heading', () => {
    const { title } = renderSection(HeroSection, stress);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  });
});
