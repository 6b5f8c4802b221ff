import { Panel } from '../../../components/Panel';
import { useReminderSetting } from '../api/reminders';
import './reminderSwitch.css';

/** Opt in to an e-mail reminder a few hours before each show booked (the calendar invite has its own alarm). */
export function ShowReminders() {
  const { setting, failed, saving, change, reload } = useReminderSetting();
  return (
    <Panel titleId="show-reminders-title">
      <h2 id="show-reminders-title" className="rt-ac-panel__title rt-ac-panel__title--tight">
        Show reminders
      </h2>
      {setting ? (
        <label className="rt-switch">
          <input
            type="checkbox"
            role="switch"
            className="rt-switch__input"
            checked={setting.emailReminders}
            disabled={saving}
            onChange={(event) => void change(event.target.checked)}
          />
          <span>E-mail me a reminder {setting.hoursBefore} hours before each show I book</span>
        </label>
      ) : failed ? (
        <p className="rt-ac-reminders__failed">
          Couldn&apos;t load your reminder setting.{' '}
          <button type="button" className="rt-btn rt-btn--sm" onClick={reload}>
            Try Again
          </button>
        </p>
      ) : (
        <div
          className="rt-skeleton"
          style={{ height: 38 }}
          role="status"
          aria-label="Loading your reminder setting..."
        />
      )}
    </Panel>
  );
}
