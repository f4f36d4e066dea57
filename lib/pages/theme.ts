/** Viewport and colour scheme of every page (Next `viewport` on section pages, printed on leaf pages). */
export const THEME_COLORS = [
  { media: '(prefers-color-scheme: light)', color: '#ffffff' },
  { media: '(prefers-color-scheme: dark)', color: '#121417' },
] as const;
