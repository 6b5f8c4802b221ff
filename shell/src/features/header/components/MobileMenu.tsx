import { useEffect, useRef } from 'react';
import { Icon, NavLink, openAuthModal, useAuth, useUserName } from '@reeltime/shared-lib';
import { useLogout } from '../hooks/useLogout';
import { NAV_LINKS } from '../navLinks';
import { Wordmark } from './Wordmark';
import { dialogKeys } from '../../dialog/hooks/dialogKeys';
import { useBodyScrollLock } from '../../dialog/hooks/useBodyScrollLock';
import { useReturnFocus } from '../../dialog/hooks/useReturnFocus';

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The slide-in menu of narrow screens (loaded when first opened): the same links and account
 * actions as the header. A modal: focus stays inside, Escape or the backdrop closes it.
 */
export default function MobileMenu({ onClose }: { onClose: () => void }) {
  const { isLoggedIn } = useAuth();
  const { userName, userStatus, retry } = useUserName();
  const logout = useLogout();
  const panel = useRef<HTMLDivElement>(null);

  useBodyScrollLock();
  useReturnFocus();
  useEffect(() => panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus(), []);

  const onKeyDown = dialogKeys(panel, FOCUSABLE, onClose);

  return (
    <>
      <div className="rt-backdrop" aria-hidden onClick={onClose} />
      <div ref={panel} role="dialog" aria-modal="true" aria-label="Menu" className="rt-drawer" onKeyDown={onKeyDown}>
        <nav aria-label="Mobile" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <div className="rt-drawer__top">
            <Wordmark onClick={onClose} />
            <button type="button" className="rt-icon-btn" aria-label="Close menu" onClick={onClose}>
              <Icon name="Close" />
            </button>
          </div>
          <hr className="rt-divider" />
          <ul className="rt-drawer__links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} onClick={onClose} className="rt-drawer__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <hr className="rt-divider" />
          <div className="rt-drawer__account">
            {!isLoggedIn && (
              <button
                type="button"
                className="rt-btn rt-btn--contained rt-btn--block"
                data-opens="auth"
                onClick={() => {
                  onClose();
                  openAuthModal('login');
                }}
              >
                Login/Signup
              </button>
            )}
            {isLoggedIn && userStatus === 'failed' && (
              <button type="button" className="rt-btn rt-btn--outlined rt-btn--inherit rt-btn--block" onClick={retry}>
                Retry Load User
              </button>
            )}
            {isLoggedIn && userStatus !== 'failed' && (
              <>
                <p className="rt-text-secondary" style={{ margin: 0, padding: '0 4px' }}>
                  {userName ? `Hi, ${userName}` : 'Loading user...'}
                </p>
                <NavLink to="/info" onClick={onClose} className="rt-btn rt-btn--outlined rt-btn--inherit rt-btn--block">
                  Your Profile
                </NavLink>
                <button
                  type="button"
                  className="rt-btn rt-btn--outlined rt-btn--error rt-btn--block"
                  onClick={() => {
                    onClose();
                    logout();
                  }}
                >
                  Logout
                </button>
              </>
            )}
          </div>
        </nav>
      </div>
    </>
  );
}
