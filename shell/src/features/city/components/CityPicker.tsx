import { useEffect, useId, useRef } from 'react';
import { Icon, setCity, useApiQuery, useCity } from '@reeltime/shared-lib';
import '../cityPicker.css';
import { CITIES_PATH, getCities, type CityOption } from '../api/getCities';
import { ModalDialog } from '../../dialog/components/ModalDialog';

const FOCUSABLE = 'button:not([disabled])';

function films(count: number): string {
  return `${count} ${count === 1 ? 'film' : 'films'}`;
}

function cinemas(count: number): string {
  return `${count} ${count === 1 ? 'cinema' : 'cinemas'}`;
}

/**
 * "Choose your city" (loaded when first opened): the cities with shows, each with its films and cinemas counted, and
 * "All cities". A modal (`ModalDialog`) whose focus starts on the current choice.
 */
export default function CityPicker({ onClose }: { onClose: () => void }) {
  const city = useCity();
  const { data: cities, error, mutate } = useApiQuery<CityOption[]>(CITIES_PATH, getCities);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const current = panel.current?.querySelector<HTMLElement>('[aria-current="true"]');
    (current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  }, [cities]);

  const choose = (name: string | null) => {
    setCity(name);
    onClose();
  };

  return (
    <ModalDialog labelledBy={titleId} className="rt-city-picker" onClose={onClose} panelRef={panel}>
      <h2 id={titleId} className="rt-city-picker__title">
        Choose your city
      </h2>
      <button type="button" className="rt-icon-btn rt-dialog__close" aria-label="Close" onClick={onClose}>
        <Icon name="Close" />
      </button>
      <p className="rt-city-picker__hint">
        We show the films and showtimes of the city you choose, and remember it on this device.
      </p>
      {error ? (
        <p role="alert" className="rt-city-picker__hint">
          Could not load the cities.{' '}
          <button type="button" className="rt-btn rt-btn--sm rt-btn--outlined" onClick={() => void mutate()}>
            Try Again
          </button>
        </p>
      ) : !cities ? (
        <p role="status" className="rt-city-picker__hint">
          Loading cities...
        </p>
      ) : (
        <ul className="rt-city-picker__list">
          {cities.map((option) => (
            <li key={option.name}>
              <button
                type="button"
                className="rt-city-picker__option"
                aria-current={option.name === city ? 'true' : undefined}
                onClick={() => choose(option.name)}
              >
                <span className="rt-city-picker__name">{option.name}</span>
                <span className="rt-city-picker__counts">
                  {films(option.movies)} · {cinemas(option.cinemas)}
                </span>
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="rt-city-picker__option"
              aria-current={city === null ? 'true' : undefined}
              onClick={() => choose(null)}
            >
              <span className="rt-city-picker__name">All cities</span>
              <span className="rt-city-picker__counts">Every cinema</span>
            </button>
          </li>
        </ul>
      )}
    </ModalDialog>
  );
}
