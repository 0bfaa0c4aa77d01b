import { render, screen } from '@testing-library/react';
import { TooltipProvider } from '@radix-ui/react-tooltip';

import { GlossaryText } from '@/components/glossary-text';

describe('GlossaryText', () => {
  it('explains the first mention of each term and keeps the sentence intact', () => {
    const text = 'Size the STATCOMs, then check the STATCOM and SVC against AC power flow results.';
    const { container } = render(
      <TooltipProvider>
        <p>
          <GlossaryText text={text} />
        </p>
      </TooltipProvider>,
    );

    expect(container).toHaveTextContent(text);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'STATCOMs',
      'SVC',
      'AC power flow',
    ]);
  });
});
