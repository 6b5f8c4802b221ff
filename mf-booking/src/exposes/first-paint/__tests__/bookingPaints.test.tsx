import { render, screen, within } from '@testing-library/react';
import { paint as paintSeatSelection } from '../seatSelectionPaint.cjs';
import { paint as paintPayment } from '../paymentPaint.cjs';

const movie = {
  id: 7,
  title: 'Monsoon <Express>',
  thumbnail: 'https://api.reeltime.test/posters/7.svg',
  slots: [
    {
      slotId: 31,
      showDate: '2026-11-27',
      startTime: '19:30',
      theaterName: 'Aurora Cinemas',
      location: 'Lower Parel, Mumbai',
      availableSeats: 40,
      totalSeats: 100,
    },
    {
      slotId: 32,
      showDate: '2026-11-27',
      startTime: '00:15',
      theaterName: 'Harbour Lights',
      location: null,
      availableSeats: 0,
    },
  ],
};

/** The paint's markup in a document, as the browser shows it before any script runs. */
function show(body: string | undefined) {
  if (body === undefined) throw new Error('nothing painted');
  return render(<div dangerouslySetInnerHTML={{ __html: body }} />);
}

describe('seat selection’s first paint', () => {
  it('names the film as the heading and the show the address names, as the booking strip says it', () => {
    show(paintSeatSelection(movie, { query: { show: '31' } })?.body);

    expect(screen.getByRole('heading', { level: 1, name: 'Monsoon <Express>' })).toBeInTheDocument();
    expect(screen.getByText('Aurora Cinemas, Lower Parel, Mumbai · Fri, 27 Nov 2026 · 7:30 PM')).toHaveClass(
      'rt-fpb-show',
    );
    const progress = screen.getByRole('list', { name: 'Booking progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Movie & Show', '2Select Seats', '3Payment', '4Confirmation']);
    expect(screen.getByText('All eyes this way')).toBeInTheDocument();
  });

  it('paints nothing for a show the record does not list, one sold out, or without a show', () => {
    expect(paintSeatSelection(movie, { query: { show: '99' } })).toBeNull();
    expect(paintSeatSelection(movie, { query: { show: '32' } })).toBeNull();
    expect(paintSeatSelection(movie, { query: {} })).toBeNull();
    expect(paintSeatSelection(movie)).toBeNull();
    expect(paintSeatSelection({ ...movie, title: '' }, { query: { show: '31' } })).toBeNull();
  });
});

describe('the payment step’s first paint', () => {
  it('is the frame every payment starts with, and nothing of a booking', () => {
    show(paintPayment().body);

    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(
      screen.getByText('Please do not refresh or close this page until your payment is complete.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Booking Summary' })).toBeInTheDocument();
    for (const label of ['Card Number', 'Expiry (MM/YY)', 'CVV', 'Cardholder Name'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('₹');
    expect(screen.queryByTestId('cancellation-policy')).not.toBeInTheDocument();
  });
});
