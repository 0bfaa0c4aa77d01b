import { screen } from '@testing-library/react';

import { renderSection } from '../render-section';
import PartnersSection from './partners.section';
import stress from './partners.stress';

describe('the partners section', () => {
  it('lists each partner’s name', () => {
    const { title, names } = renderSection(PartnersSection, stress);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(names);
  });
});
