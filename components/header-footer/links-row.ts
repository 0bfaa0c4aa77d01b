import { textEms } from '@/components/ui/fitted-words';
import type { HeaderCopy } from '@/lib/content-reader';
import { siteConfig } from '@/lib/site';

/**
 * From which window width the header holds its links in a row, beside the brand and the Login
 * button; below it they are in the menu. The copy decides how many links there are and how long
 * each is, so the header reckons their width (a little over, with WCAG's text spacing) at build.
 * A row that fits no bar stays in the menu at every width.
 */
export type LinksRow = 'md' | 'lg' | 'xl' | 'never';

/** Each breakpoint's window width, in px (Tailwind's). */
const BREAKPOINTS = { md: 768, lg: 1024, xl: 1280 } as const;
/**
 * The bar's content box at a window width: page-container, 72 rem at most, less its 2 rem of
 * padding each side; the width a media query reads holds a desktop's scrollbar too (17 px on Windows).
 */
const barWidth = (window: number) => Math.min(window - 17, 72 * 16) - 2 * 32;

/** A text's width in px at `size`, with WCAG 1.4.12's text spacing (0.12 em a letter, 0.16 em a word). */
const spacedPx = (text: string, size: number) => (textEms(text) + 0.12 * [...text].length + 0.16 * (text.split(' ').length - 1)) * size;

/** The header's sizes, in px: its classes in site-header.tsx. */
const BAR = { gap: 16, linkGap: 32, linkSize: 14, markAndGap: 32 + 10, nameSize: 18, buttonPadding: 2 * 16 + 2 };

/** Where the header with this copy shows its links in a row. */
export function linksRow({ navigation, login }: Pick<HeaderCopy, 'navigation' | 'login'>): LinksRow {
  const row = navigation.reduce((width, { label }) => width + spacedPx(label, BAR.linkSize), BAR.linkGap * (navigation.length - 1));
  const beside = BAR.markAndGap + spacedPx(siteConfig.name, BAR.nameSize) + spacedPx(login, BAR.linkSize) + BAR.buttonPadding + 2 * BAR.gap;
  const fits = (Object.keys(BREAKPOINTS) as (keyof typeof BREAKPOINTS)[]).find((breakpoint) => row + beside <= barWidth(BREAKPOINTS[breakpoint]));
  return fits ?? 'never';
}

/** Whether a window `width` px wide shows the links in a row, rather than in the menu. */
export const rowShownAt = (row: LinksRow, width: number) => row !== 'never' && width >= BREAKPOINTS[row];

/** The row's classes from its breakpoint on, and the menu's up to it: whole names, which Tailwind finds in this file. */
export const ROW_SHOWN: Record<LinksRow, string> = { md: 'md:block', lg: 'lg:block', xl: 'xl:block', never: '' };
export const MENU_SHOWN: Record<LinksRow, string> = { md: 'md:hidden', lg: 'lg:hidden', xl: 'xl:hidden', never: '' };
