import { screen } from '@testing-library/react';

import { renderSection } from '../render-section';
import ImageCardsSection from './image-cards.section';
import stress from './image-cards.stress';

// The cards' images are made at build from the photo files (lib/images/): here, their description alone.
jest.mock('@/components/cards/card-image', () => ({ CardImage: ({ alt }: { alt: string }) => <span role="img" aria-label={alt} /> }));

describe('the image cards section', () => {
  it('shows its title and introduction, and each card, named by its title, with its image described', () => {
    const { id, title, intro, cards } = renderSection(ImageCardsSection, stress);
    const section = screen.getByRole('region', { name: title });
    expect(section).toHaveAttribute('id', id);
    expect(section).toHaveTextContent(intro);
    for (const card of cards) {
      expect(screen.getByRole('article', { name: card.title })).toHaveTextContent(card.text);
      expect(screen.getByRole('img', { name: card.illustration.alt })).toBeInTheDocument();
    }
  });
});
