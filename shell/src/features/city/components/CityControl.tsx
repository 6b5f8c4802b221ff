import { lazy, Suspense, useRef, useState } from 'react';
import { Icon, useAppEvent, useCity } from '@reeltime/shared-lib';
import '../city.css';
import { useCitySuggestion } from '../hooks/useCitySuggestion';

const CityPicker = lazy(() => import('./CityPicker'));

/**
 * The header's city: a button of fixed width naming the chosen city (or "All cities"), opening the picker (loaded
 * when first opened); a city suggested from the browser shows a dismissible chip under it, floating (no layout shift).
 */
export function CityControl() {
  const city = useCity();
  const { suggested, dismiss } = useCitySuggestion();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useAppEvent('city:choose', () => change());

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const change = () => {
    dismiss();
    setOpen(true);
  };
  return (
    <div className="rt-city">
      <button
        ref={button}
        type="button"
        className="rt-btn rt-btn--inherit rt-city__button"
        aria-haspopup="dialog"
        aria-label={`${city ?? 'All cities'}: change city`}
        title="Change city"
        onClick={change}
      >
        <Icon name="LocationOnOutline" size={20} />
        <span className="rt-city__name">{city ?? 'All cities'}</span>
      </button>
      {suggested && (
        <div className="rt-city__chip" role="status">
          <span>Showing {suggested} — </span>
          <button type="button" className="rt-city__chip-action" onClick={change}>
            change
          </button>
          <button
            type="button"
            className="rt-icon-btn rt-city__chip-close"
            aria-label={`Keep ${suggested}`}
            onClick={dismiss}
          >
            <Icon name="Close" size={16} />
          </button>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <CityPicker onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
