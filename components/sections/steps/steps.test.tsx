import { screen } from '@testing-library/react';

import { renderSection } from '../render-section';
import StepsSection from './steps.section';
import stress from './steps.stress';

describe('the steps section', () => {
  it('shows its steps in order, as an ordered list', () => {
    const { title, items } = renderSection(StepsSection, stress);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(items.map((item) => item.title));
  });
});
