import type { ReactNode } from 'react';
import { Icon } from '@reeltime/shared-lib';
import { ICON_PATHS } from '../../booking-progress/components/iconPaths';
import './notice.css';

interface NoticeProps {
  severity: 'error' | 'info';
  /** Outlined: a coloured border on the page; otherwise a tinted fill. */
  outlined?: boolean;
  className?: string;
  children: ReactNode;
}

/** A line of warning or information with its icon, announced as an alert (`role="alert"`). */
export function Notice({ severity, outlined = false, className, children }: NoticeProps) {
  const classes = ['rt-bk-notice', `rt-bk-notice--${severity}`, outlined && 'rt-bk-notice--outlined', className];
  return (
    <div role="alert" className={classes.filter(Boolean).join(' ')}>
      <span className="rt-bk-notice__icon">
        {severity === 'error' ? (
          <Icon name="ErrorOutline" size={22} />
        ) : (
          <Icon name="InfoOutlined" d={ICON_PATHS.InfoOutlined} size={22} />
        )}
      </span>
      <div className="rt-bk-notice__message">{children}</div>
    </div>
  );
}
