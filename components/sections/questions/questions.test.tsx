import { render, screen } from '@testing-library/react';

import { renderSection } from '../render-section';
import QuestionsSection, { structuredData } from './questions.section';
import stress from './questions.stress';

describe('the questions section', () => {
  it('shows each question, which opens on its answer without a script', () => {
    const { title, items } = renderSection(QuestionsSection, stress);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(items.length);
    items.forEach(({ question, answer }, index) => {
      expect(groups[index].tagName).toBe('DETAILS');
      expect(groups[index]).toHaveTextContent(`${question}${answer}`);
    });
  });

  it('tells search engines of every question of the page’s question sections as one FAQPage', () => {
    const { items } = renderSection(QuestionsSection, stress);
    const { container } = render(structuredData([{ id: '', title: '', items }, { id: '', title: '', items: items.slice(0, 1) }]));
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map(({ name }: { name: string }) => name)).toEqual([...items, items[0]].map(({ question }) => question));
  });
});
