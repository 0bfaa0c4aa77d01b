import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GlossaryText } from '@/components/glossary/glossary-text';
import { GlossaryTooltipHost } from '@/components/glossary/tooltip-host';
import { glossary } from '@/lib/content-reader';

// A glossary of the test's own: the site's terms are copy a marketer may change.
jest.mock('@/lib/content-reader', () => ({
  ...jest.requireActual('@/lib/content-reader'),
  glossary: {
    terms: [
      { term: 'AC power flow', definition: 'The full AC network equations, solved.' },
      { term: 'STATCOM', definition: 'A converter that injects or absorbs reactive power.' },
      { term: 'SVC', definition: 'A thyristor-switched reactive power compensator.' },
    ],
  },
}));

const definitionOf = (name: string) => glossary.terms.find(({ term }) => term === name)!.definition;

const text = 'Size the STATCOMs, then check the STATCOM and SVC against AC power flow results.';

const renderText = () =>
  render(
    <GlossaryTooltipHost>
      <p>
        <GlossaryText text={text} />
      </p>
    </GlossaryTooltipHost>,
  );

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

    expect(await screen.findByRole('tooltip')).toHaveTextContent(definitionOf('SVC'));
    expect(screen.getByRole('button', { name: 'SVC' })).toHaveFocus();
    expect(container).toHaveTextContent(text);
  });

  it('opens a term tapped before the tooltip code was there, at once', async () => {
    renderText();

    // A tap on a touch screen: no hover, no keyboard focus first.
    fireEvent.click(screen.getByRole('button', { name: 'AC power flow' }));

    expect(await screen.findByRole('tooltip')).toHaveTextContent(definitionOf('AC power flow'));
  });

  it('opens a tapped term once the code is there', async () => {
    renderText();
    act(() => screen.getByRole('button', { name: 'SVC' }).focus());
    await screen.findByRole('tooltip');

    await userEvent.click(screen.getByRole('button', { name: 'AC power flow' }));

    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(definitionOf('AC power flow')));
  });
});
