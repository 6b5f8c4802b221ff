import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { OnSaleSection } from '../OnSaleSection';

setupApiServer();
jest.setTimeout(30_000);

const ON_SALE = apiUrl('/api/admin/shows/41/on-sale');

describe('OnSaleSection', () => {
  beforeEach(() => logIn());

  it('flags a show for an on-sale at a moment on the cinema’s clock and a rate', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get(ON_SALE, () => HttpResponse.json({ onSale: null })),
      http.put(ON_SALE, async ({ request }) => {
        const body = (await request.json()) as { onSaleAt: string; admitPerMinute: number };
        saved.push(body);
        return HttpResponse.json({ showId: 41, ...body, started: false, joined: 0 });
      }),
    );
    const { user } = renderWithProviders(<OnSaleSection showId={41} timeZone="Asia/Kolkata" />);

    const rate = screen.getByLabelText('Customers let through a minute');
    expect(rate).toHaveValue(30);
    const opens = screen.getByLabelText('Sales open at (cinema time)');
    await waitFor(() => expect(opens).toBeEnabled());
    await user.type(opens, '2026-12-18T09:30');
    await user.clear(rate);
    await user.type(rate, '300');
    await user.click(screen.getByRole('button', { name: 'Sell through a waiting room' }));

    expect(
      await screen.findByText('Saved: customers queue for this show from the on-sale moment.'),
    ).toBeInTheDocument();
    // 09:30 in Kolkata (UTC+5:30) is 04:00 UTC.
    expect(saved).toEqual([{ onSaleAt: '2026-12-18T04:00:00.000Z', admitPerMinute: 300 }]);
    expect(screen.getByRole('button', { name: 'Sell without a queue' })).toBeInTheDocument();
  });

  it('shows a started on-sale’s queue, keeps its moment fixed, and sells without a queue again', async () => {
    let removed = false;
    server.use(
      http.get(ON_SALE, () =>
        HttpResponse.json({
          onSale: {
            showId: 41,
            onSaleAt: '2026-12-18T04:00:00.000Z',
            admitPerMinute: 600,
            started: true,
            joined: 1520,
          },
        }),
      ),
      http.delete(ON_SALE, () => {
        removed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(<OnSaleSection showId={41} timeZone="Asia/Kolkata" />);

    expect(await screen.findByText('1520 customers in the queue (sales have opened).')).toBeInTheDocument();
    expect(screen.getByLabelText('Sales open at (cinema time)')).toHaveValue('2026-12-18T09:30');
    expect(screen.getByLabelText('Sales open at (cinema time)')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sell without a queue' }));
    expect(await screen.findByText('This show is sold without a queue again.')).toBeInTheDocument();
    expect(removed).toBe(true);
  });

  it('says why a save was refused', async () => {
    server.use(
      http.get(ON_SALE, () => HttpResponse.json({ onSale: null })),
      http.put(ON_SALE, () =>
        HttpResponse.json(
          { error: 'Bad Request', message: 'onSaleAt must be before the show starts' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<OnSaleSection showId={41} timeZone="Asia/Kolkata" />);
    const opens = screen.getByLabelText('Sales open at (cinema time)');
    await waitFor(() => expect(opens).toBeEnabled());
    await user.type(opens, '2027-01-01T09:30');
    await user.click(screen.getByRole('button', { name: 'Sell through a waiting room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('onSaleAt must be before the show starts');
  });
});
