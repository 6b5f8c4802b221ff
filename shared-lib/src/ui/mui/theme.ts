import { createTheme } from '@mui/material/styles';
// Through the package (the page's one shared-lib), not a relative path, which would bundle a second copy of the tokens.
import { tokens } from '@reeltime/shared-lib';

/**
 * ReelTime's MUI theme, built from the same tokens as the light components' CSS. With
 * `cssVariables` MUI writes its palette as `--mui-*` custom properties next to our `--rt-*` ones.
 */
export const theme = createTheme({
  cssVariables: true,
  breakpoints: { values: tokens.breakpoints },
  palette: {
    mode: 'dark',
    // WCAG AA for every text MUI puts on a coloured fill (its default threshold, 3, is not).
    contrastThreshold: 4.5,
    primary: { main: tokens.color.primary, dark: tokens.color.primaryHover, contrastText: tokens.color.onPrimary },
    secondary: { main: tokens.color.secondary, contrastText: tokens.color.onStatus },
    background: { default: tokens.color.background, paper: tokens.color.paper },
    success: { main: tokens.color.success, light: tokens.color.successLight, contrastText: tokens.color.onStatus },
    error: { main: tokens.color.error, contrastText: tokens.color.onStatus },
    warning: { main: tokens.color.warning, contrastText: tokens.color.onStatus },
    info: { main: tokens.color.info, light: tokens.color.infoLight, contrastText: tokens.color.onStatus },
  },
  spacing: tokens.spacing,
  shape: { borderRadius: tokens.radius },
  zIndex: {
    appBar: tokens.zIndex.header,
    drawer: tokens.zIndex.drawer,
    modal: tokens.zIndex.modal,
    snackbar: tokens.zIndex.toast,
  },
  typography: {
    fontFamily: tokens.font.family,
    button: { textTransform: 'none', fontWeight: tokens.font.buttonWeight },
    h1: { fontWeight: tokens.font.headingWeight },
    h2: { fontWeight: tokens.font.headingWeight },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
  },
  components: {
    // Crimson as *text* on the dark pages is the lighter `primaryText` (the fill stays brand crimson).
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          variants: [
            { props: { variant: 'text', color: 'primary' }, style: { color: tokens.color.primaryText } },
            {
              props: { variant: 'outlined', color: 'primary' },
              style: { color: tokens.color.primaryText, borderColor: 'rgba(251, 113, 133, 0.6)' },
            },
          ],
        },
      },
    },
    // One visible focus ring for every MUI control (buttons, icon buttons, tabs, menu items, chips…).
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${tokens.color.focus}`, outlineOffset: 2 } },
      },
    },
    MuiTab: {
      styleOverrides: {
        root: {
          '&.Mui-selected': { color: tokens.color.primaryText },
          '&.Mui-focusVisible': { outlineOffset: -2 },
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: {
          variants: [
            {
              props: { color: 'primary' },
              style: { color: tokens.color.primaryText, textDecorationColor: 'rgba(251, 113, 133, 0.5)' },
            },
          ],
          '&.Mui-focusVisible, &:focus-visible': { outline: `2px solid ${tokens.color.focus}`, outlineOffset: 2 },
        },
      },
    },
    // A focused field's label is crimson text too (brand crimson on a dark paper is 3.85:1).
    MuiFormLabel: {
      styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: tokens.color.primaryText } } },
    },
    MuiCard: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
});
