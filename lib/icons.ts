/** The PNG icons written to /icons/ at build time, read by the page head and the web app manifest. */
export const appIcons = [
  { file: 'apple-touch-icon.png', size: 180, padded: false },
  { file: 'icon-192.png', size: 192, padded: false },
  { file: 'icon-512.png', size: 512, padded: false },
  { file: 'icon-maskable-512.png', size: 512, padded: true },
] as const;

export const iconPath = (file: (typeof appIcons)[number]['file']) => `/icons/${file}`;
