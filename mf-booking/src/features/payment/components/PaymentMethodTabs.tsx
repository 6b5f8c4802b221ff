import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '@reeltime/shared-lib';
import { ICON_PATHS } from '../../booking-progress/components/iconPaths';
import { Notice } from './Notice';
import './paymentMethodTabs.css';

type Method = 'card' | 'upi' | 'wallet';

const METHODS: { value: Method; label: string; icon: keyof typeof ICON_PATHS }[] = [
  { value: 'card', label: 'Card', icon: 'CreditCard' },
  { value: 'upi', label: 'UPI', icon: 'QrCode' },
  { value: 'wallet', label: 'Wallet', icon: 'AccountBalanceWallet' },
];

/** Where an arrow, Home or End key moves focus from tab `index` of `count` (wrapping), or null for other keys. */
function tabForKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Card works; UPI and Wallet are listed but not available yet. One tab stop: the arrow keys (and Home, End) move
 * focus between the tabs, Enter or Space (or a click) chooses one.
 */
export function PaymentMethodTabs({ card }: { card: ReactNode }) {
  const [method, setMethod] = useState<Method>('card');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.current.findIndex((tab) => tab === document.activeElement);
    const next = index === -1 ? null : tabForKey(event.key, index, METHODS.length);
    if (next === null) return;
    event.preventDefault();
    tabs.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label="Payment method" className="rt-bk-tabs" onKeyDown={onKeyDown}>
        {METHODS.map(({ value, label, icon }, index) => (
          <button
            key={value}
            ref={(tab) => {
              tabs.current[index] = tab;
            }}
            type="button"
            role="tab"
            id={`method-${value}`}
            aria-controls="method-panel"
            aria-selected={method === value}
            tabIndex={method === value ? 0 : -1}
            className="rt-bk-tabs__tab"
            onClick={() => setMethod(value)}
          >
            <Icon name={icon} d={ICON_PATHS[icon]} />
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="method-panel" aria-labelledby={`method-${method}`}>
        {method === 'card' ? (
          card
        ) : (
          <Notice severity="info">
            {method === 'upi' ? 'UPI' : 'Wallet'} payments are not currently available. Please pay by card.
          </Notice>
        )}
      </div>
    </div>
  );
}
