import type { Cinema, CinemaInput } from '../api/types';

/** The cinema form's fields as typed. */
export interface CinemaFields {
  name: string;
  city: string;
  address: string;
  timeZone: string;
  facilities: string;
  cutoffMinutes: string;
  refundPercent: string;
  cleaningMinutes: string;
}

export const newCinemaFields = (): CinemaFields => ({
  name: '',
  city: '',
  address: '',
  timeZone: 'Asia/Kolkata',
  facilities: '',
  cutoffMinutes: '0',
  refundPercent: '100',
  cleaningMinutes: '15',
});

export function fieldsOfCinema(cinema: Cinema): CinemaFields {
  return {
    name: cinema.name,
    city: cinema.city,
    address: cinema.address,
    timeZone: cinema.timeZone,
    facilities: cinema.facilities.join(', '),
    cutoffMinutes: String(cinema.cancellationPolicy.cutoffMinutes),
    refundPercent: String(cinema.cancellationPolicy.refundPercent),
    cleaningMinutes: String(cinema.cleaningMinutes),
  };
}

/** A whole number as typed, or NaN (the API then names the field). */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The body the API takes; facilities are typed comma-separated. */
export function inputOfFields(fields: CinemaFields): CinemaInput {
  return {
    name: fields.name.trim(),
    city: fields.city.trim(),
    address: fields.address.trim(),
    timeZone: fields.timeZone,
    facilities: fields.facilities
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    cancellationPolicy: { cutoffMinutes: whole(fields.cutoffMinutes), refundPercent: whole(fields.refundPercent) },
    cleaningMinutes: whole(fields.cleaningMinutes),
  };
}

/** The first field the API would refuse, named as the form labels it, or undefined. */
export function fieldProblem(input: CinemaInput): string | undefined {
  if (!input.name) return 'Name is required.';
  if (!input.city) return 'City is required.';
  if (!input.address) return 'Address is required.';
  const { cutoffMinutes, refundPercent } = input.cancellationPolicy;
  if (!(cutoffMinutes >= 0 && cutoffMinutes <= 10080))
    return 'Cancellation cut-off must be 0 to 10080 minutes before the show.';
  if (!(refundPercent >= 0 && refundPercent <= 100)) return 'Refund must be 0 to 100 percent.';
  if (!(input.cleaningMinutes >= 0 && input.cleaningMinutes <= 240)) return 'Cleaning gap must be 0 to 240 minutes.';
  return undefined;
}

/** The time zones this browser knows, for the cinema's zone picker (with the current one even if unknown). */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Asia/Kolkata'];
  return [...new Set([current, 'UTC', ...known])].filter(Boolean).sort();
}
