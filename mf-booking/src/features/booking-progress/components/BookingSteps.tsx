import { Icon } from '@reeltime/shared-lib';
import { ICON_PATHS } from './iconPaths';
import './bookingSteps.css';

const STEPS = ['Movie & Show', 'Select Seats', 'Payment', 'Confirmation'] as const;

/**
 * The four-step bar, an ordered list; `activeStep` is 0-based, steps before it show as complete (a tick), the
 * current one is `aria-current="step"`. 4 = all done.
 */
export function BookingSteps({ activeStep }: { activeStep: 0 | 1 | 2 | 3 | 4 }) {
  return (
    // `role="list"`: Safari drops the list role of a list drawn without markers.
    <ol role="list" className="rt-bk-steps" aria-label="Booking progress">
      {STEPS.map((label, index) => {
        const state = index < activeStep ? 'complete' : index === activeStep ? 'current' : 'ahead';
        return (
          <li
            key={label}
            className="rt-bk-steps__step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="rt-bk-steps__icon">
              {state === 'complete' ? (
                <Icon name="CheckCircle" d={ICON_PATHS.CheckCircle} />
              ) : (
                <span className="rt-bk-steps__number" aria-hidden>
                  {index + 1}
                </span>
              )}
            </span>
            <span className="rt-bk-steps__label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
