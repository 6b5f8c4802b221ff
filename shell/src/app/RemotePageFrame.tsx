import { Outlet } from '@reeltime/shared-lib';
import './shell.css';

/**
 * The frame remote pages are designed for: the same gutters and width as their standalone
 * bootstrap (shared-lib `startStandalone`), so a page looks alike in both.
 */
export function RemotePageFrame() {
  return (
    <div className="rt-container rt-page">
      <Outlet />
    </div>
  );
}
