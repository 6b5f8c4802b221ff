import type { BackOfficeRole } from '../../staff/api/getStaffAccount';
import type { Account } from '../api/accounts';

export { ROLE_LABEL } from '../../back-office/navigation';

export const ROLE_HELP: Record<BackOfficeRole, string> = {
  admin: 'The whole chain: every cinema, accounts and the audit log.',
  manager: 'Runs its cinemas: films, screens, shows, bookings and sales.',
  staff: 'Admits tickets at the door of its cinemas.',
};

/** "Every cinema", or the cinemas by name. */
export function cinemasText(account: Pick<Account, 'allCinemas' | 'cinemas'>): string {
  return account.allCinemas ? 'Every cinema' : account.cinemas.map((cinema) => cinema.name).join(', ');
}

/** "25 Nov 2026, 7:45 PM" in the reader's own clock; "Never" for null. */
export function whenText(iso: string | null): string {
  if (!iso) return 'Never';
  return new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
