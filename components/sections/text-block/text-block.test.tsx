import { screen } from '@testing-library/react';

import { renderSection } from '../render-section';
import TextBlockSection from './text-block.section';
import stress from './text-block.stress';

describe('the text block', () => {
  it('shows its title beside its paragraphs, at its anchor', () => {
    const { id, title, paragraphs } = renderSection(TextBlockSection, stress);
    const section = screen.getByRole('region', { name: title });
    expect(section).toHaveAttribute('id', id);
    for (const paragraph of paragraphs) expect(section).toHaveTextContent(paragraph);
  });
});
