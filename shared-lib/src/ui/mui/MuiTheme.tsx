import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/**
 * Puts MUI components under ReelTime's theme. The shell wraps every remote page that uses MUI in
 * it, and a lazily loaded MUI island (trailer dialog, auth modal) wraps itself; nesting is harmless.
 * The page baseline comes from the light base styles, which AppProviders (the shell's and every
 * standalone bootstrap's root) injects, so no CssBaseline is needed; importing them here too would
 * put a second copy in this separately shared module.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
