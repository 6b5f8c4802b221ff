import type { ReactNode } from 'react';
import { Icon } from '../light/Icon';

/**
 * A spinner with an accessible label, shown below it: for small areas. A page whose layout is known draws a
 * skeleton shaped like it instead (`MovieGridSkeleton` for a grid of movies; each remote its own pages' skeletons).
 */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="rt-state">
      <span role="progressbar" aria-label={label} className="rt-spinner" />
      <p className="rt-state__message">{label}</p>
    </div>
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
      <MessageState
        {...props}
        icon={
          <Icon name="ErrorOutline" className="rt-icon rt-state__icon" style={{ color: 'var(--rt-color-error)' }} />
        }
      />
    </div>
  );
}

export function EmptyState(props: Omit<MessageStateProps, 'icon'>) {
  return (
    <MessageState
      {...props}
      icon={
        <Icon
          name="MovieFilter"
          className="rt-icon rt-state__icon"
          style={{ color: 'var(--rt-color-text-disabled)' }}
        />
      }
    />
  );
}
