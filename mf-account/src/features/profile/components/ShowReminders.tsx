import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useReminderSetting } from '../api/reminders';
import './reminderSwitch.css';

/** Opt in to an e-mail reminder a few hours before each show booked (the calendar invite has its own alarm). */
export function ShowReminders() {
  const { setting, failed, saving, change, reload } = useReminderSetting();
  return (
    <Paper
      component="section"
      aria-labelledby="show-reminders-title"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="show-reminders-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Show reminders
      </Typography>
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
        <Typography color="text.secondary">
          Couldn&apos;t load your reminder setting.{' '}
          <Button size="small" onClick={reload}>
            Try Again
          </Button>
        </Typography>
      ) : (
        <div
          className="rt-skeleton"
          style={{ height: 38 }}
          role="status"
          aria-label="Loading your reminder setting..."
        />
      )}
    </Paper>
  );
}
