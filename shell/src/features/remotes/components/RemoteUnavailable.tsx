import { Icon } from '@reeltime/shared-lib';
import '../../../app/shell.css';

interface Props {
  /** What the user was trying to open, e.g. "movie catalogue". */
  sectionName: string;
  onRetry: () => void;
}

/** The in-page panel shown when a remote cannot be loaded; the rest of the site keeps working. */
export function RemoteUnavailable({ sectionName, onRetry }: Props) {
  return (
    <div role="alert" className="rt-panel">
      <div className="rt-paper rt-panel__box">
        <Icon name="CloudOff" size={52} className="rt-icon rt-text-secondary" />
        <h2 className="rt-panel__title">This section is temporarily unavailable</h2>
        <p className="rt-panel__text">
          We couldn&apos;t load the {sectionName} right now. The rest of ReelTime is working: try again in a moment.
        </p>
        <button type="button" className="rt-btn rt-btn--contained" onClick={onRetry}>
          <Icon name="Refresh" />
          Retry
        </button>
      </div>
    </div>
  );
}
