import { useRef, useState, type KeyboardEvent } from 'react';
import type { MovieWithSlots } from '@reeltime/contract';
import { MovieHeader } from './MovieHeader';
import { BookTickets, MovieAbout } from './MovieSections';

type MobileTab = 'book' | 'details';

const TABS: { value: MobileTab; label: string }[] = [
  { value: 'book', label: 'Book Ticket' },
  { value: 'details', label: 'Movie Details' },
];

/**
 * Below 640 px: the header, then "Book Ticket" and "Movie Details" tabs (arrow keys, Home and End move between
 * them, as in any tab list).
 */
export function PhoneLayout({ movie }: { movie: MovieWithSlots }) {
  const [tab, setTab] = useState<MobileTab>('book');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = TABS.findIndex((item) => item.value === tab);
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setTab(TABS[next]!.value);
    tabs.current[next]?.focus();
  };
  return (
    <div className="rt-movie-phone">
      <MovieHeader movie={movie} />
      <div role="tablist" aria-label="Movie sections" className="rt-movie-tabs" onKeyDown={moveWithKeys}>
        {TABS.map(({ value, label }, index) => (
          <button
            key={value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${value}`}
            aria-controls={`panel-${value}`}
            aria-selected={tab === value}
            tabIndex={tab === value ? 0 : -1}
            className="rt-movie-tabs__tab"
            onClick={() => setTab(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'book' ? <BookTickets movie={movie} /> : <MovieAbout movie={movie} />}
      </div>
    </div>
  );
}
