import type { ComponentType } from 'react';
import type { RemoteModule } from '../api/remoteModules';

/**
 * The component to render for a loaded remote module: as is when the remote says it uses no MUI,
 * otherwise inside ReelTime's MUI theme, fetched first (once per visit) so the page never paints
 * with MUI's default look.
 */
export async function pageComponent(loaded: RemoteModule): Promise<{ default: ComponentType }> {
  if (loaded.usesMui === false) return loaded;
  const { MuiTheme } = await import('@reeltime/shared-lib/mui');
  const Page = loaded.default;
  return {
    default: function MuiPage() {
      return (
        <MuiTheme>
          <Page />
        </MuiTheme>
      );
    },
  };
}
