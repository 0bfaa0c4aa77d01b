import { screen } from '@testing-library/react';

import { renderSection } from '../render-section';
import QuoteSection from './quote.section';
import stress from './quote.stress';

describe('the quote section', () => {
  it('sets the words apart as a quotation, with who said them and their role', () => {
    const { title, quote, name, role } = renderSection(QuoteSection, stress);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByRole('blockquote')).toHaveTextContent(quote);
    expect(screen.getByRole('figure')).toHaveTextContent(`${name}, ${role}`);
  });
});
