import { screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { tokens } from '@reeltime/shared-lib';
import { renderApp } from '../../../../testing/renderApp';
import type { LoadRemoteModule } from '../../api/remoteModules';

/** A remote page that shows the primary colour of the MUI theme it is rendered in. */
function ThemeProbe() {
  const theme = useTheme();
  return <h1>primary {theme.palette.primary.main}</h1>;
}

describe('remote pages and MUI', () => {
  it('renders a page that uses MUI inside ReelTime’s theme', async () => {
    const load: LoadRemoteModule = async () => ({ default: ThemeProbe });
    renderApp('/favorite', load);
    expect(await screen.findByRole('heading', { name: `primary ${tokens.color.primary}` })).toBeInTheDocument();
  });

  it('renders a page that declares `usesMui = false` as is, without MUI’s theme', async () => {
    const load: LoadRemoteModule = async () => ({ default: ThemeProbe, usesMui: false });
    renderApp('/', load);
    // MUI's default theme, not ReelTime's: the shell did not wrap the page.
    expect(await screen.findByRole('heading', { name: /^primary / })).not.toHaveTextContent(tokens.color.primary);
  });
});
