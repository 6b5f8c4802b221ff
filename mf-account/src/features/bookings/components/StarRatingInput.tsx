import { useState } from 'react';
import './starRatingInput.css';

export const STAR_WORDS = ['Terrible', 'Poor', 'Average', 'Good', 'Excellent'] as const;

/**
 * 1 to 5 stars as a radio group: Tab reaches it, the arrow keys change the rating, each star is read as
 * "3 stars" and the chosen one's word ("Good") is shown beside them.
 */
export function StarRatingInput({
  value,
  onChange,
  name,
}: {
  value: number | null;
  onChange: (stars: number) => void;
  name: string;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className="rt-ac-stars">
      <legend className="rt-ac-stars__legend">Your rating</legend>
      <div className="rt-ac-stars__row" onMouseLeave={() => setHovered(null)}>
        <span className="rt-ac-stars__choices">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              onMouseEnter={() => setHovered(stars)}
              className={stars <= shown ? 'rt-ac-stars__star rt-ac-stars__star--lit' : 'rt-ac-stars__star'}
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => {
                  setHovered(null);
                  onChange(stars);
                }}
                className="rt-visually-hidden"
              />
              <span aria-hidden>★</span>
              <span className="rt-visually-hidden">{stars === 1 ? '1 star' : `${stars} stars`}</span>
            </label>
          ))}
        </span>
        <span aria-hidden className="rt-ac-stars__word">
          {shown > 0 ? STAR_WORDS[shown - 1] : ''}
        </span>
      </div>
    </fieldset>
  );
}
