/**
 * Toast fills and their text, one pair per variant, all AA (notistack's own defaults read as low as
 * 2.15:1). Apart from `tokens.ts` so their bytes load with the first toast, not on every page.
 */
export const toastTokens = {
  default: { background: '#2a2a38', text: '#ffffff' },
  success: { background: '#15803d', text: '#ffffff' },
  error: { background: '#b91c1c', text: '#ffffff' },
  warning: { background: '#facc15', text: '#0b0b12' },
  info: { background: '#1d4ed8', text: '#ffffff' },
} as const;
