import { screen, waitFor, within } from '@testing-library/react';
import { bookingFixture, renderWithProviders } from '../../../testing';
import { ticketQrValue } from '../../../booking/ticketQr';
import { TicketQrZoom } from '../TicketQrZoom';

const booking = bookingFixture({
  id: 42,
  reference: 'RT-7K3P9Q',
  ticketQr: '{"bookingId":42,"ref":"RT-7K3P9Q","sig":"c2ln"}',
});

/** Stands in for the app's QR library: an element that says what it would draw, and how large. */
const drawQr = (value: string, size: number) => <svg data-testid="qr" data-value={value} width={size} height={size} />;

function renderZoom() {
  return renderWithProviders(
    <TicketQrZoom booking={booking} label="Ticket QR code for booking 42" renderQr={drawQr} />,
  );
}

describe('ticket QR with a large view', () => {
  it('shows the signed code at 100 px', () => {
    renderZoom();
    const code = screen.getByRole('img', { name: 'Ticket QR code for booking 42' });
    expect(code).toHaveAttribute('data-qr-value', booking.ticketQr);
    expect(within(code).getByTestId('qr')).toHaveAttribute('width', '100');
  });

  it('"Enlarge QR code" opens the same code large with the booking reference, and Close returns to the page', async () => {
    const { user } = renderZoom();
    await user.click(screen.getByRole('button', { name: `Enlarge QR code for ${booking.movie.title}` }));

    const dialog = await screen.findByRole('dialog', { name: 'Ticket QR code' });
    const large = within(dialog).getByRole('img', { name: 'Ticket QR code for booking 42, large' });
    expect(within(large).getByTestId('qr')).toHaveAttribute('data-value', ticketQrValue(booking));
    expect(within(large).getByTestId('qr')).toHaveAttribute('width', '264');
    expect(dialog).toHaveTextContent('RT-7K3P9Q');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens on a tap on the code itself, and closes with Escape', async () => {
    const { user } = renderZoom();
    await user.click(screen.getByRole('img', { name: 'Ticket QR code for booking 42' }));
    expect(await screen.findByRole('dialog', { name: 'Ticket QR code' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
