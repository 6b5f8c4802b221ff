import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { book, registerUser } from '../../../testing/fixtures.js';
import { extractPdfText } from '../../../testing/pdf-text.js';
import { eventProperty, parseIcs } from '../../../testing/ics-parse.js';
import { addDays, toLocal } from '../../../lib/cinema-time.js';
import { backOfficeAccount, createCinema, someMovie } from '../../admin/shows/__tests__/back-office-fixtures.js';

/** Tokyo keeps +09:00 all year and is 3½ hours from the API's default zone (Asia/Kolkata). */
const ZONE = 'Asia/Tokyo';

interface OutboxMail {
  subject: string;
  text: string;
  attachments: { filename: string; url: string }[];
}

async function mailsTo(api: TestApi, email: string): Promise<OutboxMail[]> {
  await api.app.drainMailOutbox();
  return (await api.get('/api/dev/outbox', { query: { to: email } })).json();
}

/** "26 Nov 2026, 1:07 PM": how the ticket prints the moment of booking. */
function bookedAt(instant: string, timeZone: string): string {
  const { date, time } = toLocal(new Date(instant), timeZone);
  const day = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const [hours, minutes] = time.split(':').map(Number);
  return `${day}, ${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`;
}

describeEachDatabase('a cinema in another time zone than the API’s default', (api) => {
  test('the booking, its ticket PDF, calendar invite, e-mails and the door all read the show on that cinema’s clock', async () => {
    const cinema = await createCinema(api(), { timeZone: ZONE });
    const manager = await backOfficeAccount(api(), 'manager', [cinema.theaterId]);
    const movie = await someMovie(api());
    const date = addDays(toLocal(new Date(), ZONE).date, 5);
    const scheduled = await api().post(
      '/api/admin/shows',
      {
        movieId: movie.id,
        screenId: cinema.screenId,
        format: '2D',
        audioLanguage: 'Hindi',
        fromDate: date,
        toDate: date,
        times: ['19:30'],
      },
      { token: manager.token },
    );
    assert.equal(scheduled.status, 201, scheduled.body);
    const showId: number = scheduled.json().shows[0].id;
    const customer = await registerUser(api());
    const booking = await book(api(), customer.token, showId, ['A1']);

    // The booking as the API describes it: the cinema's offset.
    assert.equal(booking.showDateTime, `${date}T19:30:00+09:00`);
    const [listed] = (await api().get('/api/bookings/my-bookings', { token: customer.token })).json();
    assert.equal(listed.showDateTime, `${date}T19:30:00+09:00`);
    assert.match(listed.showEndDateTime, /\+09:00$/);

    // The calendar invite: the cinema's TZID, and a VTIMEZONE with its offset.
    const invite = await api().get(`/api/bookings/${booking.id}/calendar.ics`, { token: customer.token });
    assert.equal(invite.status, 200);
    const stamp = `${date.replace(/-/g, '')}T193000`;
    assert.deepEqual(eventProperty(invite.body, 'DTSTART'), { name: 'DTSTART', params: { TZID: ZONE }, value: stamp });
    assert.equal(eventProperty(invite.body, 'DTEND')?.params.TZID, ZONE);
    const zone = parseIcs(invite.body);
    assert.equal(zone.find((line) => line.name === 'TZID')?.value, ZONE);
    assert.equal(zone.find((line) => line.name === 'TZOFFSETTO')?.value, '+0900');

    // The ticket PDF: when it was booked, on the cinema's clock.
    const download = await api().get(`/api/bookings/${booking.id}/download`, { token: customer.token });
    assert.equal(download.status, 200);
    const ticketText = extractPdfText(download.rawPayload);
    assert.ok(ticketText.includes(`Booked on ${bookedAt(booking.bookingTime, ZONE)}`), ticketText);

    // The confirmation e-mail and its attachments.
    const [confirmation] = await mailsTo(api(), customer.email);
    assert.ok(confirmation.text.includes('Time: 7:30 PM'), confirmation.text);
    const mailedInvite = await api().get(confirmation.attachments[1].url);
    assert.deepEqual(eventProperty(mailedInvite.body, 'DTSTART'), {
      name: 'DTSTART',
      params: { TZID: ZONE },
      value: stamp,
    });
    const mailedTicket = extractPdfText((await api().get(confirmation.attachments[0].url)).rawPayload);
    assert.ok(mailedTicket.includes(`Booked on ${bookedAt(booking.bookingTime, ZONE)}`), mailedTicket);

    // The door: a ticket scanned before admission opens names the show's start on the cinema's clock.
    const door = await backOfficeAccount(api(), 'staff', [cinema.theaterId]);
    const scan = await api().post(
      '/api/admin/tickets/scan',
      { qr: booking.ticketQr, showId, deviceId: 'front-door-tokyo-01' },
      { token: door.token },
    );
    assert.equal(scan.status, 200, scan.body);
    const day = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    assert.match(scan.json().message, new RegExp(`^Too early: this ticket is for ${day}, 7:30 PM\\.`));

    // The cancellation e-mail.
    assert.equal((await api().delete(`/api/user/bookings/${booking.id}`, { token: customer.token })).status, 200);
    const [cancellation] = await mailsTo(api(), customer.email);
    assert.match(cancellation.subject, /^Booking cancelled: .* at 7:30 PM/);
    assert.ok(cancellation.text.includes('Time: 7:30 PM, cinema time'), cancellation.text);
  });
});
