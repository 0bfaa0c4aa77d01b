import { screen, within } from '@testing-library/react';

import { renderSection } from '../render-section';
import CapabilitiesSection from './capabilities.section';
import stress from './capabilities.stress';

describe('the capabilities section', () => {
  it('shows each capability, named by its title, with its description and benefits', () => {
    const { title, benefitsLabel, items } = renderSection(CapabilitiesSection, stress);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    for (const capability of items) {
      const card = screen.getByRole('article', { name: capability.title });
      expect(card).toHaveTextContent(capability.description);
      expect(within(card).getByRole('heading', { level: 4, name: benefitsLabel })).toBeInTheDocument();
      expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(capability.benefits);
    }
  });
});
