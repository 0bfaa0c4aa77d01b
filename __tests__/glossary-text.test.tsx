import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GlossaryText } from '@/components/glossary-text';
import { TermTooltipHost } from '@/components/term-tooltip';
import { glossary } from '@/lib/content';

const text = 'Size the STATCOMs, then check the STATCOM and SVC against AC power flow results.';

const renderText = () =>
  render(
    <>
      <p>
        <GlossaryText text={text} />
      </p>
      <TermTooltipHost />
    </>,
  );

// The tooltip code loads once per page, so these run in order on one module instance.
describe('GlossaryText', () => {
  it('explains the first mention of each term and keeps the sentence intact', () => {
    const { container } = renderText();

    expect(container).toHaveTextContent(text);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'STATCOMs',
      'SVC',
      'AC power flow',
    ]);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens the first term a visitor focuses, and keeps the focus on it', async () => {
    const { container } = renderText();

    act(() => screen.getByRole('button', { name: 'SVC' }).focus());

    expect(await screen.findByRole('tooltip')).toHaveTextContent(glossary.SVC);
    expect(screen.getByRole('button', { name: 'SVC' })).toHaveFocus();
    expect(container).toHaveTextContent(text);
  });

  it('opens a tapped term at once', async () => {
    renderText();

    await userEvent.click(screen.getByRole('button', { name: 'AC power flow' }));

    expect(await screen.findByRole('tooltip')).toHaveTextContent(glossary['AC power flow']);
  });
});
