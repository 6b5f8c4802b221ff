import { render, screen, waitFor, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { elementsNamedWithoutRole, renderWithProviders } from '@reeltime/shared-lib/testing';
import { bookingFixture, holdFixture, paidBookingFixture } from '../../../../testing/fixtures';
import { toConfirmedBooking } from '../../confirmedBooking';
import { PaymentConfirmation } from '../PaymentConfirmation';

// A device far from the cinema: everything must still read Kolkata's 6:30 PM on Sat 21 Nov.
process.env.TZ = 'America/Los_Angeles';

const EXPECTED_QR_PAYLOAD = {
  bookingId: 88,
  movie: 'Monsoon Heist',
  cinema: 'PVR Phoenix, Lower Parel',
  date: '2026-11-21',
  time: '18:30',
  seats: ['A1', 'A2'],
  total: 433.04,
  status: 'CONFIRMED',
  timestamp: '2026-11-21T06:42:10.000Z',
};

/** The modules qrcode.react draws for `value`, to tell which text a rendered code encodes. */
function qrModulesOf(value: string): string | null | undefined {
  const { container, unmount } = render(<QRCodeSVG value={value} size={100} level="M" />);
  const modules = container.querySelectorAll('path')[1]?.getAttribute('d');
  unmount();
  return modules;
}

function renderConfirmation(response = paidBookingFixture()) {
  return renderWithProviders(
    <PaymentConfirmation confirmed={toConfirmedBooking(response, bookingFixture(), holdFixture())} />,
  );
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

describe('PaymentConfirmation', () => {
  it('opens at the top of the page with the heading focused', () => {
    renderConfirmation();

    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toHaveFocus();
  });

  it('shows a 100 px QR code encoding the ticket payload of the booking', () => {
    renderConfirmation();

    const qr = screen.getByRole('img', { name: 'Ticket QR code for booking 88' }).querySelector('svg')!;
    expect(qr).toHaveAttribute('width', '100');
    expect(qr).toHaveAttribute('height', '100');
    const drawn = qr.querySelectorAll('path')[1]?.getAttribute('d');
    expect(drawn).toBeTruthy();
    expect(drawn).toBe(qrModulesOf(JSON.stringify(EXPECTED_QR_PAYLOAD)));
    expect(drawn).not.toBe(qrModulesOf(JSON.stringify({ ...EXPECTED_QR_PAYLOAD, time: '13:00' })));
  });

  it('encodes the server’s signed ticket text when the booking carries one', () => {
    const ticketQr = '{"bookingId":88,"ref":"RT-7K3P9Q","sig":"c2lnbmF0dXJl"}';
    renderConfirmation(paidBookingFixture({ ticketQr }));

    const drawn = screen
      .getByRole('img', { name: 'Ticket QR code for booking 88' })
      .querySelectorAll('path')[1]
      ?.getAttribute('d');
    expect(drawn).toBe(qrModulesOf(ticketQr));
  });

  it('shows the booking reference when there is one', () => {
    renderConfirmation(paidBookingFixture({ reference: 'RT-7K3P9Q' }));

    expect(screen.getByText('Booking reference')).toBeInTheDocument();
    expect(screen.getByText('RT-7K3P9Q')).toBeInTheDocument();
  });

  it('lists the booking in the cinema’s local date and time', () => {
    renderConfirmation();

    expect(screen.getByRole('heading', { name: 'Monsoon Heist' })).toBeInTheDocument();
    expect(screen.getAllByAltText('Monsoon Heist poster')[0]).toHaveAttribute('src', 'http://api.test/posters/7.svg');
    expect(screen.getByText('88')).toBeInTheDocument();
    expect(screen.getByText('PVR Phoenix, Lower Parel')).toBeInTheDocument();
    expect(screen.getByText('Sat, 21 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('6:30 PM')).toBeInTheDocument();
    expect(screen.getByText('₹433.04')).toBeInTheDocument();
    expect(screen.getByText('A1')).toBeInTheDocument();
    expect(screen.getByText('A2')).toBeInTheDocument();
    expect(screen.queryByText('Booking reference')).not.toBeInTheDocument();
  });

  it('offers sharing, My Bookings and home', () => {
    renderConfirmation();

    expect(screen.getByRole('button', { name: 'Share Your Booking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/my-bookings');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('points to My Bookings for the QR when the server sent no booking id', () => {
    renderWithProviders(<PaymentConfirmation confirmed={toConfirmedBooking(null, bookingFixture(), holdFixture())} />);

    expect(screen.queryByRole('img', { name: /Ticket QR code/ })).not.toBeInTheDocument();
    expect(screen.getByText('Your ticket and its QR code are in My Bookings.')).toBeInTheDocument();
    expect(screen.getByText('6:30 PM')).toBeInTheDocument();
  });
});

describe('Share-booking dialog', () => {
  const originalShare = Object.getOwnPropertyDescriptor(navigator, 'share');
  afterEach(() => {
    if (originalShare) Object.defineProperty(navigator, 'share', originalShare);
    else delete (navigator as { share?: unknown }).share;
  });

  function withNativeShare(share: jest.Mock) {
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  }

  async function openDialog() {
    const view = renderConfirmation();
    await view.user.click(screen.getByRole('button', { name: 'Share Your Booking' }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: /Share Your Booking/ }) };
  }

  const SHARE_TEXT = [
    "🎬 I'm watching Monsoon Heist!",
    '📅 Date: 21-11-26',
    '⏰ Time: 6:30 PM',
    '📍 Cinema: PVR Phoenix, Lower Parel',
    '💺 Seats: A1, A2',
    '💰 Total: ₹433.04',
    '',
    '#ReelTime #MovieNight #MonsoonHeist',
  ].join('\n');

  it('summarises title, date and time, cinema, seats and total', async () => {
    const { dialog } = await openDialog();

    const summary = within(dialog).getByRole('region', { name: 'Booking to share' });
    expect(within(summary).getByText('Monsoon Heist')).toBeInTheDocument();
    expect(within(summary).getByText('Sat, 21 Nov 2026 · 6:30 PM')).toBeInTheDocument();
    expect(within(summary).getByText('PVR Phoenix, Lower Parel')).toBeInTheDocument();
    expect(within(summary).getByText('A1')).toBeInTheDocument();
    expect(within(summary).getByText('A2')).toBeInTheDocument();
    expect(within(summary).getByText('₹433.04')).toBeInTheDocument();
  });

  it('opens WhatsApp, Facebook, Twitter and Telegram in a new tab with the share text', async () => {
    const { dialog } = await openDialog();

    const text = encodeURIComponent(SHARE_TEXT);
    const expected: [string, string][] = [
      ['WhatsApp', `https://wa.me/?text=${text}`],
      [
        'Facebook',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost/')}&quote=${text}`,
      ],
      ['Twitter', `https://twitter.com/intent/tweet?text=${text}`],
      ['Telegram', `https://t.me/share/url?url=${encodeURIComponent('http://localhost/')}&text=${text}`],
    ];
    for (const [network, href] of expected) {
      const link = within(dialog).getByRole('link', { name: `Share on ${network} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(elementsNamedWithoutRole()).toEqual([]);
  });

  describe('without native sharing', () => {
    it('copies the booking text to the clipboard', async () => {
      const { user, dialog } = await openDialog();
      const writeText = jest.spyOn(navigator.clipboard, 'writeText');

      await user.click(within(dialog).getByRole('button', { name: 'Copy to Clipboard' }));

      expect(await screen.findByText('Booking details copied to clipboard!')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(SHARE_TEXT);
    });

    it('says so when the clipboard refuses', async () => {
      const { user, dialog } = await openDialog();
      jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));

      await user.click(within(dialog).getByRole('button', { name: 'Copy to Clipboard' }));

      expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
    });
  });

  describe('with native sharing', () => {
    it('hands the booking to the device share sheet', async () => {
      const share = jest.fn().mockResolvedValue(undefined);
      withNativeShare(share);
      const { user, dialog } = await openDialog();

      expect(within(dialog).queryByRole('button', { name: 'Copy to Clipboard' })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Share' }));

      expect(share).toHaveBeenCalledWith({ title: 'Monsoon Heist · ReelTime', text: SHARE_TEXT });
    });

    it('toasts "Sharing failed" when the share sheet fails', async () => {
      withNativeShare(jest.fn().mockRejectedValue(new DOMException('Share failed', 'DataError')));
      const { user, dialog } = await openDialog();

      await user.click(within(dialog).getByRole('button', { name: 'Share' }));

      expect(await screen.findByText('Sharing failed')).toBeInTheDocument();
    });

    it('stays silent when the user closes the share sheet', async () => {
      const share = jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
      withNativeShare(share);
      const { user, dialog } = await openDialog();

      await user.click(within(dialog).getByRole('button', { name: 'Share' }));

      await waitFor(() => expect(share).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText('Sharing failed')).not.toBeInTheDocument();
    });
  });

  it('closes with its close button', async () => {
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Close share dialog' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Share Your Booking/ })).not.toBeInTheDocument());
  });
});
