import { Icon } from '@reeltime/shared-lib';
import '../../showtimes/components/showtimes.css';
import { PLACE_OUTLINED } from '../../showtimes/utils/icons';

/** The cities the movie plays in; the pressed one is the customer's city (picking one chooses it for the whole site). */
export function CityPicker({
  cities,
  selected,
  onPick,
}: {
  cities: string[];
  selected: string | null;
  onPick: (city: string) => void;
}) {
  return (
    <div role="group" aria-label="City" className="rt-pills">
      {cities.map((city) => (
        <button
          key={city}
          type="button"
          aria-pressed={city === selected}
          className="rt-pill rt-pill--city"
          onClick={() => onPick(city)}
        >
          <Icon name="PlaceOutlined" d={PLACE_OUTLINED} size={18} />
          {city}
        </button>
      ))}
    </div>
  );
}
