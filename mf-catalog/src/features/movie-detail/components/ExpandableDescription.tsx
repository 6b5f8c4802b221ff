import { useState } from 'react';

const PREVIEW_LENGTH = 100;

/** The description cut at 100 characters, with Read More / Read Less. */
export function ExpandableDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > PREVIEW_LENGTH;
  const shown = long && !expanded ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}...` : text;
  return (
    <p className="rt-movie-about__text">
      {shown}{' '}
      {long && (
        <button
          type="button"
          className="rt-btn rt-movie-about__more"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      )}
    </p>
  );
}
