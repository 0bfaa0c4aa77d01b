/**
 * How wide a card's image is laid out at each width of the window, as the `sizes` of its sources,
 * so a browser fetches the smallest file that is sharp on its screen. From the card grid
 * (the image cards section's CardGrid: one column, two from `sm`, four from `xl` when there are more than two cards)
 * inside the page container (app/globals.css: at most 72rem, padded 1.25rem, 2rem from `sm`;
 * gaps of 1.5rem).
 */
const REM = 16;
const SM = 40 * REM;
const XL = 80 * REM;
const CONTAINER = 72 * REM;
const PADDING = 1.25 * REM;
const PADDING_SM = 2 * REM;
const GAP = 1.5 * REM;

/** A column's width in the container at its widest. */
const column = (columns: number) => (CONTAINER - 2 * PADDING_SM - (columns - 1) * GAP) / columns;

export function cardImageSizes(cardCount: number) {
  return [
    ...(cardCount > 2 ? [`(min-width: ${XL}px) ${column(4)}px`] : []),
    `(min-width: ${CONTAINER}px) ${column(2)}px`,
    `(min-width: ${SM}px) calc(50vw - ${PADDING_SM + GAP / 2}px)`,
    `calc(100vw - ${2 * PADDING}px)`,
  ].join(', ');
}

const LG = 64 * REM;

/** The same for the index of articles (components/articles/article-index.tsx): one column, two from `sm`, three from `lg`. */
export function articleCardImageSizes() {
  return [
    `(min-width: ${CONTAINER}px) ${column(3)}px`,
    `(min-width: ${LG}px) calc(33.3vw - ${(2 * PADDING_SM + 2 * GAP) / 3}px)`,
    `(min-width: ${SM}px) calc(50vw - ${PADDING_SM + GAP / 2}px)`,
    `calc(100vw - ${2 * PADDING}px)`,
  ].join(', ');
}
