import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Icon, Link } from '@reeltime/shared-lib';
import { useLogout } from '../hooks/useLogout';

interface Props {
  id: string;
  /** The button that opened the menu: clicks on it are not "outside". */
  anchor: RefObject<HTMLButtonElement | null>;
  /** `refocus`: give focus back to the button (Escape, Tab), not when a click went elsewhere. */
  onClose: (refocus: boolean) => void;
}

/** The "Hi, {name}" dropdown (loaded when first opened): Your Profile and Logout, arrow keys move, Escape closes. */
export default function AccountMenu({ id, anchor, onClose }: Props) {
  const menu = useRef<HTMLUListElement>(null);
  const logout = useLogout();

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchor, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(current + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <ul id={id} role="menu" aria-label="Account" ref={menu} className="rt-menu" onKeyDown={onKeyDown}>
      <li role="none">
        <Link to="/info" role="menuitem" className="rt-menu__item" onClick={() => onClose(false)}>
          <Icon name="PersonOutline" />
          Your Profile
        </Link>
      </li>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          className="rt-menu__item"
          onClick={() => {
            onClose(false);
            logout();
          }}
        >
          <Icon name="Logout" />
          Logout
        </button>
      </li>
    </ul>
  );
}
