/** @jest-environment node */
/** What the build relies on that sonner does not document (lib/sonner-internals/), on the installed version. */
import { sonnerStyles } from '@/lib/sonner-internals/injected-styles.mjs';

describe('sonner’s injected stylesheet (injected-styles.mjs)', () => {
  it('is the text its build passes to __insertCSS, after an empty <style>: both allowed by the page policy', () => {
    const [empty, filled] = sonnerStyles();
    expect(empty).toBe('');
    expect(filled).toContain('[data-sonner-toaster]');
  });
});
