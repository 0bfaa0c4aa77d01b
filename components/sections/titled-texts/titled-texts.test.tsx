import { screen } from '@testing-library/react';

import { renderSection } from '../render-section';
import TitledTextsSection from './titled-texts.section';
import stress from './titled-texts.stress';

describe('the titled texts section', () => {
  it('shows each text under its title, in a list', () => {
    const { title, items } = renderSection(TitledTextsSection, stress);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(items.map((item) => `${item.title}${item.text}`));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(items.map((item) => item.title));
  });
});
