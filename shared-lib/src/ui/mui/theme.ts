import { createTheme } from '@mui/material/styles';
import { tokens } from '../tokens/tokens';

/**
 * ReelTime's MUI theme, built from the same tokens as the light components' CSS. With
 * `cssVariables` MUI writes its palette as `--mui-*` custom properties next to our `--rt-*` ones.
 */
export const theme = createTheme({
  cssVariables: true,
  breakpoints: { values: tokens.breakpoints },
  palette: {
    mode: 'dark',
    primary: { main: tokens.color.primary, contrastText: tokens.color.onPrimary },
    secondary: { main: tokens.color.secondary },
    background: { default: tokens.color.background, paper: tokens.color.paper },
    success: { main: tokens.color.success },
    error: { main: tokens.color.error },
    warning: { main: tokens.color.warning },
    info: { main: tokens.color.info },
  },
  spacing: tokens.spacing,
  shape: { borderRadius: tokens.radius },
  zIndex: { appBar: tokens.zIndex.header, drawer: tokens.zIndex.drawer, modal: tokens.zIndex.modal, snackbar: tokens.zIndex.toast },
  typography: {
    fontFamily: tokens.font.family,
    button: { textTransform: 'none', fontWeight: tokens.font.buttonWeight },
    h1: { fontWeight: tokens.font.headingWeight },
    h2: { fontWeight: tokens.font.headingWeight },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
});
