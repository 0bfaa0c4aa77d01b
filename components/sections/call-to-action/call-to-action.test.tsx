import { screen } from '@testing-library/react';

import { renderSection } from '../render-section';
import CallToActionSection from './call-to-action.section';
import stress from './call-to-action.stress';

describe('the call to action', () => {
  it('shows its title and text, with its two buttons', () => {
    const { title, text, actions } = renderSection(CallToActionSection, stress);
    const band = screen.getByRole('region', { name: title });
    expect(band).toHaveTextContent(text);
    for (const { label, href } of [actions.primary, actions.secondary]) expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});
