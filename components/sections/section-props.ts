import type { ComponentSchema, ValueForReading } from '@keystatic/core';

/** A band's background: sections alternate them down a page. */
export type Tone = 'plain' | 'muted';

/** What a kind's drawing is given: its section's value, and where the page places it. */
export type SectionProps<Kind extends { schema: ComponentSchema }> = {
  value: ValueForReading<Kind['schema']>;
  /** It opens the page: its title is the page's heading. */
  opensPage: boolean;
  /** It is on the first screen, right under the page's introduction: its first image loads first. */
  onFirstScreen: boolean;
  /** Its band's tone, for a kind drawn in a band of the page (its module's `band`). */
  tone: Tone;
};
