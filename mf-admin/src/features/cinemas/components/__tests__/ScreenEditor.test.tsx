import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, logIn, renderWithProviders, server, setupApiServer } from '@reeltime/shared-lib/testing';
import type { Screen, SeatLayout } from '../../api/types';
import { EditScreenPage, NewScreenPage } from '../ScreenEditorPage';

setupApiServer();

/** A grid cell by its label (a label query: role queries over a grid of cells are slow). */
const cell = (name: string) => screen.getByLabelText(name, { selector: '[role=gridcell]' });

function renderNewScreen() {
  act(() => logIn('manager-token'));
  return renderWithProviders(<NewScreenPage />, {
    route: '/admin/cinemas/5/screens/new',
    path: '/admin/cinemas/:cinemaId/screens/new',
  });
}

const savedLayout: SeatLayout = {
  tiers: [
    { tier: 'Prime', pricePaise: 25_000 },
    { tier: 'Classic', pricePaise: 18_050 },
  ],
  rows: [
    {
      label: 'A',
      tier: 'Classic',
      seats: [
        { number: 1, column: 1, kind: 'wheelchair' },
        { number: 2, column: 2, kind: 'companion' },
        { number: 3, column: 4, kind: 'standard' },
      ],
    },
    {
      label: 'B',
      tier: 'Prime',
      seats: [
        { number: 1, column: 1, kind: 'standard' },
        { number: 2, column: 2, kind: 'standard' },
      ],
    },
  ],
};

const screenFixture = (): Screen => ({
  id: 9,
  cinemaId: 5,
  name: 'Screen 2',
  seatCount: 5,
  seatsByTier: { Recliner: 0, Prime: 2, Classic: 3 },
  layout: savedLayout,
});

describe('seat-layout editor', () => {
  it('draws with the keyboard alone: arrows move, Space and Enter toggle, W and C set kinds, each row has a tier select', async () => {
    const { user } = renderNewScreen();

    act(() => cell('Row A, column 1: aisle').focus());
    await user.keyboard(' ');
    expect(cell('Row A, column 1: seat A1, Classic')).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}{ArrowRight}{ArrowRight} ');
    expect(cell('Row A, column 2: seat A2, Classic')).toBeInTheDocument();
    expect(cell('Row A, column 4: seat A3, Classic')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft} ');
    expect(cell('Row A, column 2: aisle')).toHaveFocus();
    expect(cell('Row A, column 4: seat A2, Classic')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Home}w{ArrowRight}c');
    expect(cell('Row B, column 1: wheelchair space B1, Classic')).toBeInTheDocument();
    expect(cell('Row B, column 2: companion seat B2, Classic')).toHaveFocus();
    await user.keyboard('{ArrowUp}{End}{ArrowUp}');
    expect(cell('Row A, column 12: aisle')).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Row B tier'), 'Prime');
    expect(cell('Row B, column 1: wheelchair space B1, Prime')).toBeInTheDocument();
    expect(screen.getByTestId('seat-counts')).toHaveTextContent('4 seats: Recliner 0, Prime 2, Classic 2');
  });

  it('asks for the price of every tier in use, then saves the drawn layout and opens the new screen', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('/api/admin/cinemas/5/screens'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...screenFixture(), id: 11, name: 'Screen 4' }, { status: 201 });
      }),
    );
    const { user } = renderNewScreen();
    await user.type(screen.getByLabelText(/Screen name/), 'Screen 4');
    await user.click(cell('Row A, column 1: aisle'));
    await user.click(cell('Row A, column 3: aisle'));

    await user.click(screen.getByText('Save screen'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Classic price must be an amount in rupees, e.g. 250.');
    await user.type(screen.getByLabelText(/Classic price/), '180.5');
    await user.click(screen.getByText('Save screen'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/admin/screens/11'));
    expect(sent).toEqual({
      name: 'Screen 4',
      layout: {
        tiers: [{ tier: 'Classic', pricePaise: 18_050 }],
        rows: [
          {
            label: 'A',
            tier: 'Classic',
            seats: [
              { number: 1, column: 1, kind: 'standard' },
              { number: 2, column: 3, kind: 'standard' },
            ],
          },
        ],
      },
    });
  });

  it('imports pasted JSON into the grid, refuses JSON it cannot draw, and exports the layout as a file', async () => {
    const { user } = renderNewScreen();
    await user.type(screen.getByLabelText(/Screen name/), 'Gold Lounge');

    await user.click(screen.getByRole('button', { name: 'Paste JSON' }));
    const pasteBox = screen.getByLabelText('Layout JSON');
    await user.click(pasteBox);
    await user.paste(
      '{"tiers": [], "rows": [{"label": "A", "tier": "Classic", "seats": [{"number": 1, "column": 3, "kind": "standard"}, {"number": 2, "column": 3, "kind": "standard"}]}]}',
    );
    await user.click(screen.getByRole('button', { name: 'Load pasted layout' }));
    expect(screen.getByText('Row A: seat 1 and seat 2 both stand in column 3.')).toBeInTheDocument();

    await user.clear(pasteBox);
    await user.click(pasteBox);
    await user.paste(JSON.stringify(savedLayout));
    await user.click(screen.getByRole('button', { name: 'Load pasted layout' }));
    expect(cell('Row A, column 1: wheelchair space A1, Classic')).toBeInTheDocument();
    expect(cell('Row A, column 3: aisle')).toBeInTheDocument();
    expect(cell('Row B, column 2: seat B2, Prime')).toBeInTheDocument();
    expect(screen.getByLabelText(/Classic price/)).toHaveValue('180.50');
    expect(screen.getByTestId('seat-counts')).toHaveTextContent('5 seats: Recliner 0, Prime 2, Classic 3');

    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    click.mockRestore();
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('gold-lounge-layout.json');
    const [, json] = decodeURIComponent(clicked[0].href).split(/,(.*)/s);
    expect(JSON.parse(json)).toEqual(savedLayout);

    const file = new File([JSON.stringify({ layout: savedLayout, name: 'From elsewhere' })], 'layout.json', {
      type: 'application/json',
    });
    await user.click(cell('Row B, column 1: seat B1, Prime'));
    expect(cell('Row B, column 1: aisle')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Layout JSON file'), file);
    expect(await screen.findByLabelText('Row B, column 1: seat B1, Prime')).toBeInTheDocument();
  });

  it('edits a saved screen and shows the API’s refusal next to the form', async () => {
    server.use(
      http.get(apiUrl('/api/admin/screens/9'), () => HttpResponse.json(screenFixture())),
      http.put(apiUrl('/api/admin/screens/9'), () =>
        HttpResponse.json(
          {
            error: 'Conflict',
            message:
              'This layout would drop or move seats booked or held for shows ahead: A3 (Monsoon Express, 2026-12-01 18:30). Keep those seats where they are, or cancel those bookings first.',
          },
          { status: 409 },
        ),
      ),
    );
    act(() => logIn('manager-token'));
    const { user } = renderWithProviders(<EditScreenPage />, {
      route: '/admin/screens/9',
      path: '/admin/screens/:screenId',
    });

    expect(await screen.findByLabelText(/Screen name/)).toHaveValue('Screen 2');
    expect(within(screen.getByRole('grid', { name: 'Seat layout' })).getAllByRole('row')).toHaveLength(2);
    await user.click(cell('Row A, column 4: seat A3, Classic'));
    await user.click(screen.getByRole('button', { name: 'Save screen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A3 (Monsoon Express, 2026-12-01 18:30)');
  });
});
