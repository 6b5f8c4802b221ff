import type { ReactNode } from 'react';
import './legal.css';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface Props {
  title: string;
  /** "Last updated" date of a policy; none on help and company pages. */
  updated?: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** Section headings numbered (policies) or not (questions, topics). */
  numbered?: boolean;
  /** Anything after the sections (e.g. data read from the API). */
  children?: ReactNode;
}

/** A readable long-form page: sections at a comfortable line length, plain markup on the shared tokens. */
export function LegalPage({ title, updated, intro, sections, numbered = true, children }: Props) {
  return (
    <article className="rt-legal">
      <h1 className="rt-legal__title">{title}</h1>
      {updated && <p className="rt-legal__updated">Last updated: {updated}</p>}
      <div className="rt-legal__intro">{intro}</div>
      <hr className="rt-legal__rule" />
      {sections.map((section, index) => (
        <section className="rt-legal__section" key={section.heading}>
          <h2 className="rt-legal__heading">{numbered ? `${index + 1}. ${section.heading}` : section.heading}</h2>
          <div className="rt-legal__body">{section.body}</div>
        </section>
      ))}
      {children}
    </article>
  );
}
