import type { ReactNode } from 'react';
import '../light/baseStyles';
import { Icon } from '../light/Icon';

/**
 * What a page shows while it loads. `shape` draws placeholders shaped like the content that will
 * replace them, so nothing below jumps when it arrives: a movie page (poster and facts), a list of
 * cards (bookings), a profile; `spinner` (the default) for small areas. The label is read out.
 */
export type LoadingShape = 'spinner' | 'detail' | 'list' | 'profile';

export function LoadingState({ label = 'Loading...', shape = 'spinner', count = 4 }: { label?: string; shape?: LoadingShape; count?: number }) {
  if (shape === 'spinner') {
    return (
      <div role="status" aria-live="polite" className="rt-state">
        <span role="progressbar" aria-label={label} className="rt-spinner" />
        <p className="rt-state__message">{label}</p>
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite" className={`rt-skel rt-skel--${shape}`}>
      <span className="rt-visually-hidden">{label}</span>
      <div aria-hidden className="rt-skel__body">
        {shape === 'detail' && <DetailSkeleton />}
        {shape === 'list' && Array.from({ length: count }, (_, index) => <div key={index} className="rt-skeleton rt-skel__card" />)}
        {shape === 'profile' && <ProfileSkeleton />}
      </div>
    </div>
  );
}

function Lines({ widths }: { widths: string[] }) {
  return (
    <>
      {widths.map((width, index) => (
        <div key={index} className="rt-skeleton rt-skel__line" style={{ width }} />
      ))}
    </>
  );
}

function DetailSkeleton() {
  return (
    <>
      <div className="rt-skel__hero">
        <div className="rt-skeleton rt-skel__poster" />
        <div className="rt-skel__facts">
          <div className="rt-skeleton rt-skel__title" />
          <Lines widths={['60%', '90%', '80%', '40%']} />
        </div>
      </div>
      <div className="rt-skel__row">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="rt-skeleton rt-skel__chip" />
        ))}
      </div>
      <div className="rt-skeleton rt-skel__card" />
    </>
  );
}

function ProfileSkeleton() {
  return (
    <>
      <div className="rt-skel__hero">
        <div className="rt-skeleton rt-skel__avatar" />
        <div className="rt-skel__facts">
          <div className="rt-skeleton rt-skel__title" />
          <Lines widths={['50%']} />
        </div>
      </div>
      <div className="rt-skeleton rt-skel__card rt-skel__card--tall" />
      <div className="rt-skeleton rt-skel__card" />
    </>
  );
}

interface MessageStateProps {
  title: string;
  message?: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
  icon?: ReactNode;
}

function MessageState({ title, message, actionLabel, onAction, icon }: MessageStateProps) {
  return (
    <div className="rt-state" style={{ gap: 12 }}>
      {icon}
      <h2 className="rt-state__title">{title}</h2>
      {message && <p className="rt-state__message">{message}</p>}
      {actionLabel && onAction && (
        <div style={{ paddingTop: 8 }}>
          <button type="button" className="rt-btn rt-btn--contained" onClick={onAction}>
            {actionLabel}
          </button>
        </div>
      )}
    </div>
  );
}

export function ErrorState(props: Omit<MessageStateProps, 'icon'>) {
  return (
    <div role="alert">
      <MessageState {...props} icon={<Icon name="ErrorOutline" className="rt-icon rt-state__icon" style={{ color: 'var(--rt-color-error)' }} />} />
    </div>
  );
}

export function EmptyState(props: Omit<MessageStateProps, 'icon'>) {
  return (
    <MessageState {...props} icon={<Icon name="MovieFilter" className="rt-icon rt-state__icon" style={{ color: 'var(--rt-color-text-disabled)' }} />} />
  );
}
