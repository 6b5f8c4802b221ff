import type { ReactNode } from 'react';
import './pageTitle.css';

/** The heading row of an account page: title, optional subtitle, actions on the right (below on phones). */
export function PageTitle({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="rt-ac-title">
      <div>
        <h1 className="rt-ac-title__heading">{title}</h1>
        {subtitle && <p className="rt-ac-title__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="rt-ac-title__actions">{actions}</div>}
    </div>
  );
}
