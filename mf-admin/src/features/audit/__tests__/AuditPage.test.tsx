import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import { staffFixture } from '../../../testing/fixtures';
import AdminApp from '../../../exposes/AdminApp';

setupApiServer();

const ME = apiUrl('/api/admin/me');
const AUDIT = apiUrl('/api/admin/audit');

const entry = (id: number, overrides = {}) => ({
  id,
  at: '2026-11-25T10:00:00.000Z',
  actor: { id: 1, email: 'admin@reeltime.app' },
  action: 'update',
  entity: 'cinema',
  entityId: '4',
  cinemaId: 4,
  before: { name: 'Aurora', cancelRefundPercent: 100 },
  after: { name: 'Aurora', cancelRefundPercent: 80 },
  ...overrides,
});

describe('Audit log page', () => {
  it('searches with filters, shows before and after field by field, and pages to older entries', async () => {
    const queries: string[] = [];
    server.use(
      http.get(ME, () => HttpResponse.json(staffFixture({ role: 'admin' }))),
      http.get(AUDIT, ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params.toString());
        if (params.get('before') === '7')
          return HttpResponse.json({
            entries: [
              entry(3, {
                action: 'create',
                before: null,
                after: { name: 'Screen 4' },
                entity: 'screen',
                entityId: '9',
              }),
            ],
            nextBefore: null,
          });
        return HttpResponse.json({ entries: [entry(7)], nextBefore: 7 });
      }),
    );
    logIn();
    const { user } = renderWithProviders(<AdminApp />, { route: '/admin/audit', path: '/admin/*' });

    await user.click(await screen.findByRole('button', { name: /update cinema #4/ }));
    const diff = await screen.findByRole('table', { name: 'Before and after: update cinema #4' });
    const changed = within(diff).getByRole('row', { name: /cancelRefundPercent \(changed\)/ });
    expect(within(changed).getByText('100')).toBeInTheDocument();
    expect(within(changed).getByText('80')).toBeInTheDocument();
    expect(within(diff).getByRole('row', { name: /^name Aurora Aurora$/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load older entries' }));
    await user.click(await screen.findByRole('button', { name: /create screen #9/ }));
    const created = await screen.findByRole('table', { name: 'Before and after: create screen #9' });
    expect(within(created).getByRole('row', { name: /name \(changed\) — Screen 4/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: /^Search/ }), 'refund');
    await user.selectOptions(screen.getByLabelText(/^Entity/), 'cinema');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('button', { name: /update cinema #4/ });
    expect(queries).toEqual(['limit=50', 'limit=50&before=7', 'limit=50&q=refund&entity=cinema']);
  });

  it('tells door staff the audit log is for managers and admins', async () => {
    server.use(http.get(ME, () => HttpResponse.json(staffFixture())));
    logIn();
    renderWithProviders(<AdminApp />, { route: '/admin/audit', path: '/admin/*' });
    expect(await screen.findByText('Only managers and admins may read the audit log.')).toBeInTheDocument();
  });
});
