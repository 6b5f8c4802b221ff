import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { staffFixture } from '../../../testing/fixtures';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import type { DeskBookingDetail } from '../api/deskApi';
import AdminApp from '../../../exposes/AdminApp';

setupApiServer({ afterEachTest: () => sessionStorage.clear() });

const ME = apiUrl('/api/admin/me');
const SEARCH = apiUrl('/api/admin/bookings');
const DETAIL = apiUrl('/api/admin/bookings/:id');
const CANCEL = apiUrl('/api/admin/bookings/:id/cancel');
const RESEND = apiUrl('/api/admin/bookings/:id/resend');

const manager = { ...staffFixture({ email: 'manager@reeltime.app' }), role: 'manager' } as unknown as StaffAccount;

function bookingFixture(overrides: Partial<DeskBookingDetail> = {}): DeskBookingDetail {
  return {
    id: 12,
    reference: 'RT-7K3P9Q',
    status: 'CONFIRMED',
    customer: { id: 5, name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
    show: {
      id: 31,
      movieTitle: 'Monsoon Express',
      cinemaId: 1,
      cinemaName: 'Aurora Cinemas',
      screenName: 'Screen 2',
      showDate: '2026-11-21',
      startTime: '19:45',
      startsAt: '2026-11-21T14:15:00.000Z',
      timeZone: 'Asia/Kolkata',
      status: 'upcoming',
    },
    seats: ['D4', 'D5'],
    totalPaise: 64260,
    refundPaise: null,
    bookedAt: '2026-11-20T10:00:00.000Z',
    admittedAt: null,
    cancelledAt: null,
    ticketPaise: 60000,
    convenienceFeePaise: 4260,
    cardLast4: '4242',
    refundedAt: null,
    cancelReason: null,
    cancelledBy: null,
    policy: {
      cutoffMinutes: 60,
      refundPercent: 50,
      refundPaise: 30000,
      closesAt: '2026-11-21T13:15:00.000Z',
      open: true,
    },
    cancellable: true,
    notCancellableReason: null,
    history: [
      {
        kind: 'HELD',
        at: '2026-11-20T09:55:00.000Z',
        actor: { id: 5, name: 'Asha Rao', role: 'customer' },
        detail: { seats: ['D4', 'D5'] },
        derived: false,
      },
      {
        kind: 'PAID',
        at: '2026-11-20T10:00:00.000Z',
        actor: { id: 5, name: 'Asha Rao', role: 'customer' },
        detail: { totalPaise: 64260 },
        derived: false,
      },
      {
        kind: 'EMAILED',
        at: '2026-11-20T10:00:05.000Z',
        actor: null,
        detail: { mail: 'BOOKING_CONFIRMED' },
        derived: false,
      },
    ],
    ...overrides,
  };
}

function cancelledFixture(refundPaise: number, reason: string): DeskBookingDetail {
  const booking = bookingFixture();
  const at = '2026-11-20T12:00:00.000Z';
  const by = { id: 3, name: 'Meera Manager', role: 'manager' };
  return {
    ...booking,
    status: 'CANCELLED',
    refundPaise,
    refundedAt: refundPaise ? at : null,
    cancelledAt: at,
    cancelReason: reason,
    cancelledBy: by,
    cancellable: false,
    notCancellableReason: 'Booking RT-7K3P9Q is already cancelled.',
    history: [
      ...booking.history,
      { kind: 'CANCELLED', at, actor: by, detail: { reason }, derived: false },
      ...(refundPaise ? [{ kind: 'REFUNDED' as const, at, actor: by, detail: { refundPaise }, derived: false }] : []),
    ],
  };
}

function serve(account: StaffAccount, booking = bookingFixture()) {
  server.use(
    http.get(ME, () => HttpResponse.json(account)),
    http.get(SEARCH, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      if (q === 'nothing')
        return HttpResponse.json(
          {
            error: 'Bad Request',
            message:
              'q must be a booking reference (like RT-7K3P9Q), a customer’s e-mail address or a 10-digit phone number',
          },
          { status: 400 },
        );
      const items = q === 'asha@example.com' ? [booking, { ...booking, id: 13, reference: 'RT-22AB3C' }] : [booking];
      return HttpResponse.json({ items, page: 1, pageSize: 20, total: items.length });
    }),
    http.get(DETAIL, () => HttpResponse.json(booking)),
  );
  act(() => logIn('token'));
  return renderWithProviders(<AdminApp />, { route: '/admin/bookings', path: '/admin/*' });
}

async function searchFor(user: ReturnType<typeof serve>['user'], q: string) {
  const box = await screen.findByLabelText('Reference, e-mail or phone');
  await user.clear(box);
  await user.type(box, `${q}{Enter}`);
}

describe('bookings desk', () => {
  it('a reference opens the booking with its history; cancelling at the policy refund shows the result', async () => {
    let cancelBody: unknown;
    server.use(
      http.post(CANCEL, async ({ request }) => {
        cancelBody = await request.json();
        return HttpResponse.json(cancelledFixture(30000, 'Cancelled at the bookings desk'));
      }),
    );
    const { user } = serve(manager);
    expect(await screen.findByRole('heading', { name: 'Bookings desk' })).toBeInTheDocument();
    await searchFor(user, 'rt-7k3p9q');

    const panel = await screen.findByRole('region', { name: 'Booking RT-7K3P9Q' });
    expect(within(panel).getByText(/Asha Rao · asha@example.com · 9876543210/)).toBeInTheDocument();
    const history = within(panel).getByRole('list', { name: 'Booking history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Seats held — seats D4, D520 Nov 2026, 3:25 pm · Asha Rao (customer)',
      'Paid — ₹642.6020 Nov 2026, 3:30 pm · Asha Rao (customer)',
      'E-mailed20 Nov 2026, 3:30 pm · ReelTime',
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Cancel booking…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking RT-7K3P9Q?' });
    expect(within(dialog).getByLabelText('Policy refund: ₹300 (50% of the ticket price)')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(
      await within(panel).findByText(
        'Booking RT-7K3P9Q cancelled: ₹300 refunded to the card. The customer is being e-mailed.',
      ),
    ).toBeInTheDocument();
    expect(cancelBody).toEqual({});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).getByText('Refunded — ₹300 to the card')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Cancel booking…' })).toBeDisabled();
  });

  it('an override needs an amount within the total and a reason; the API’s refusal is shown in the dialog', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(CANCEL, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            error: 'Conflict',
            message:
              'Booking RT-7K3P9Q was admitted at the door at 19:40 on 2026-11-21 (cinema time): an admitted ticket cannot be cancelled.',
          },
          { status: 409 },
        );
      }),
    );
    const { user } = serve(manager);
    await searchFor(user, 'RT-7K3P9Q');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Another amount (needs a reason)'));
    await user.type(within(dialog).getByLabelText(/Refund amount/), '700');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Enter a refund from ₹0 to ₹642.60 (the total paid).')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Refund amount/));
    await user.type(within(dialog).getByLabelText(/Refund amount/), '642.60');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await within(dialog).findByText('Give the reason for refunding another amount than the policy’s.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Projector broke');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText(/an admitted ticket cannot be cancelled\.$/)).toBeInTheDocument();
    expect(bodies).toEqual([{ refundPaise: 64260, reason: 'Projector broke' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists several matches, shows the API’s message for a bad search, and resends with its answer', async () => {
    let resends = 0;
    server.use(
      http.post(RESEND, () => {
        resends += 1;
        return resends === 1
          ? HttpResponse.json(
              { message: 'The confirmation of RT-7K3P9Q is on its way to asha@example.com.' },
              { status: 202 },
            )
          : HttpResponse.json(
              {
                error: 'Too Many Requests',
                message:
                  'This booking’s confirmation was sent again a short while ago. Please wait before sending it again.',
              },
              { status: 429 },
            );
      }),
    );
    const { user } = serve(manager);
    await searchFor(user, 'nothing');
    expect(await screen.findByText(/^q must be a booking reference/)).toBeInTheDocument();

    await searchFor(user, 'asha@example.com');
    const results = await screen.findByRole('list', { name: 'Bookings found' });
    expect(screen.getByText('2 bookings for “asha@example.com”, newest first')).toBeInTheDocument();
    expect(within(results).getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.click(within(results).getAllByRole('button')[0]);

    const panel = await screen.findByRole('region', { name: 'Booking RT-7K3P9Q' });
    await user.click(within(panel).getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(
      await within(panel).findByText('The confirmation of RT-7K3P9Q is on its way to asha@example.com.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(await within(panel).findByText(/was sent again a short while ago/)).toBeInTheDocument();
  });

  it('staff read the booking and its history but get no cancel or resend', async () => {
    const { user } = serve(staffFixture());
    await searchFor(user, 'RT-7K3P9Q');
    const panel = await screen.findByRole('region', { name: 'Booking RT-7K3P9Q' });
    expect(within(panel).getByRole('list', { name: 'Booking history' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Cancel booking|Resend/ })).not.toBeInTheDocument();
  });
});
