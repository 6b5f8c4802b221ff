import type { ReactNode } from 'react';
import './pageFrame.css';

/** The space above and below an account page's content. */
export function PageFrame({ children }: { children: ReactNode }) {
  return <div className="rt-ac-page">{children}</div>;
}
