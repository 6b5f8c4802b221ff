/**
 * A visible keyboard focus ring for MUI buttons (their own focus style is a faint ripple): amber,
 * 3 px, outside the button, so it reads against the dark page and against filled buttons.
 */
export const focusRing = {
  '&.Mui-focusVisible, &:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
} as const;
