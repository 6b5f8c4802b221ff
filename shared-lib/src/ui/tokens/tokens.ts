/**
 * ReelTime's design tokens: the one place colours, spacing, radius, type and breakpoints are set.
 * They feed both the stylesheets' CSS custom properties (`tokens.css`, checked against this file) and the MUI
 * theme (`ui/mui/theme.ts`), so pages built either way look the same.
 */
export const tokens = {
  /**
   * Every pair meets WCAG 2.2 AA (4.5:1 for text, 3:1 for UI parts): `colors.test.ts` checks them.
   * The brand crimson carries white text (4.7:1) but is too dark for small text on near-black
   * (4.17:1), so crimson *text* (links, text and outlined buttons, selected tabs) uses `primaryText`.
   */
  color: {
    primary: '#e11d48',
    primaryHover: '#be123c',
    primaryText: '#fb7185',
    onPrimary: '#ffffff',
    secondary: '#f59e0b',
    background: '#0b0b12',
    paper: '#15151f',
    surface: '#1c1c28',
    footer: '#08080d',
    text: '#ffffff',
    textSecondary: 'rgba(255, 255, 255, 0.7)',
    textDisabled: 'rgba(255, 255, 255, 0.5)',
    divider: 'rgba(255, 255, 255, 0.12)',
    outline: 'rgba(255, 255, 255, 0.23)',
    success: '#22c55e',
    error: '#f87171',
    warning: '#eab308',
    info: '#60a5fa',
    /** The lighter shades MUI derives from `success` and `info` (its `light`), for icons and text on the dark pages. */
    successLight: 'rgb(78, 208, 126)',
    infoLight: 'rgb(127, 183, 251)',
    /** Text on success, error, warning and info fills (MUI's contained buttons, alerts, chips). */
    onStatus: '#0b0b12',
    skeleton: 'rgba(255, 255, 255, 0.08)',
    /** Keyboard focus ring on every control (≥ 3:1 against the dark pages and the crimson fills). */
    focus: '#fbbf24',
  },

  /** One spacing unit in px (MUI `theme.spacing(1)`). */
  spacing: 8,
  radius: 10,
  font: {
    family: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    buttonWeight: 600,
    headingWeight: 800,
  },
  /** The mobile layout applies below 640 px. */
  breakpoints: { xs: 0, sm: 640, md: 900, lg: 1200, xl: 1536 },
  /** Widest page content (MUI `Container maxWidth="xl"`). */
  contentMaxWidth: 1536,
  zIndex: { header: 1100, drawer: 1200, modal: 1300, toast: 1400 },
} as const;

export type Tokens = typeof tokens;

/**
 * Media queries of the 640 px breakpoint (theme `sm`), for `matchMedia`/`useMediaQuery`. Stylesheets write
 * the same values literally: `(max-width: 639.95px)` and `(min-width: 640px)`.
 */
export const MOBILE_QUERY = `(max-width: ${tokens.breakpoints.sm - 0.05}px)`;
export const DESKTOP_QUERY = `(min-width: ${tokens.breakpoints.sm}px)`;
