import type { ShowDay } from '../utils/showFacts';
import './showtimes.css';

/** One button per show date (day, date, month); the pressed one is the date whose shows are listed. */
export function ShowDateButtons({
  days,
  selected,
  onPick,
}: {
  days: ShowDay[];
  selected: string;
  onPick: (showDate: string) => void;
}) {
  return (
    <div role="group" aria-label="Show dates" className="rt-show-dates">
      {days.map((day) => (
        <button
          key={day.showDate}
          type="button"
          aria-pressed={day.showDate === selected}
          onClick={() => onPick(day.showDate)}
          className="rt-show-date"
        >
          {/* The spaces make the accessible name "Sat 21 Nov", the label a sighted user reads. */}
          <span className="rt-show-date__small">{day.dayName}</span>{' '}
          <span className="rt-show-date__day">{day.date}</span>{' '}
          <span className="rt-show-date__small">{day.monthName}</span>
        </button>
      ))}
    </div>
  );
}
