import type { FormEventHandler, ReactNode } from 'react';
import './panel.css';

interface PanelProps {
  /** A section (named by its heading, `titleId`), a form, or a plain box. */
  as?: 'section' | 'form' | 'div';
  titleId?: string;
  className?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** An outlined, rounded panel of an account page. */
export function Panel({ as = 'section', titleId, className, onSubmit, children }: PanelProps) {
  const classes = className ? `rt-ac-panel ${className}` : 'rt-ac-panel';
  if (as === 'form')
    return (
      <form className={classes} onSubmit={onSubmit}>
        {children}
      </form>
    );
  const Tag = as;
  return (
    <Tag className={classes} aria-labelledby={titleId}>
      {children}
    </Tag>
  );
}
