import { lazy, Suspense, useState } from 'react';
import { eventBus, Icon, NavLink, useAuth } from '@reeltime/shared-lib';
import '../../../app/shell.css';
import { useAutoLoadUserName } from '../hooks/useAutoLoadUserName';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { AccountControl } from './AccountControl';
import { CityControl } from '../../city/components/CityControl';
import { NAV_LINKS } from '../navLinks';
import { useRemoteIntent } from '../../remotes/hooks/useRemoteIntent';
import { Wordmark } from './Wordmark';

const MobileMenu = lazy(() => import('./MobileMenu'));

/** The header turns solid once the page has scrolled more than 20 px. */
const SCROLL_THRESHOLD = 20;

export function Header() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  useAutoLoadUserName();
  const { isLoggedIn } = useAuth();
  const searchIntent = useRemoteIntent('catalog', 'SearchOverlay');

  return (
    <header className="rt-header" data-scrolled={scrolled}>
      <div className="rt-header__bar">
        <button
          type="button"
          className="rt-icon-btn rt-header__menu-btn rt-hide-desktop"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          // Signed out on a phone, the menu is the way to Login/Signup: opening it fetches the sign-in dialog.
          data-opens={isLoggedIn ? undefined : 'auth'}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="Menu" />
        </button>
        <Wordmark />
        <nav aria-label="Main" className="rt-nav">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className="rt-btn rt-btn--inherit rt-nav__link">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="rt-grow" />
        <CityControl />
        <button
          type="button"
          className="rt-icon-btn"
          aria-label="Search movies"
          title="Search movies"
          {...searchIntent}
          onClick={() => eventBus.emit({ type: 'search:open' })}
        >
          <Icon name="Search" />
        </button>
        <div className="rt-hide-mobile">
          <AccountControl />
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
