import '@testing-library/jest-dom';

// jsdom has no layout, so no ResizeObserver; Radix's tooltip positioning only needs it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
