import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryStates, type QueryStatesProps } from '../QueryStates';

const heading = (state: React.ReactNode) => (
  <>
    <h1>My Bookings</h1>
    {state}
  </>
);

function ladder(props: Partial<QueryStatesProps>) {
  return (
    <QueryStates
      loading={false}
      skeleton={<p>Loading your bookings...</p>}
      error={null}
      empty={false}
      frame={heading}
      {...props}
    >
      {() => <p>2 bookings</p>}
    </QueryStates>
  );
}

describe('QueryStates', () => {
  it('shows the skeleton, then the failure with Try Again, then the empty message, then the content', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(ladder({ loading: true }));
    expect(screen.getByText('Loading your bookings...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Bookings' })).toBeNull();

    rerender(ladder({ error: { title: "Couldn't load your bookings", message: 'Server down', onRetry } }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Couldn't load your bookingsServer down");
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(ladder({ empty: { title: 'No bookings yet', message: 'Your tickets will show up here.' } }));
    expect(screen.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.queryByText('2 bookings')).toBeNull();

    rerender(ladder({}));
    expect(screen.getByText('2 bookings')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Bookings' })).toBeNull();
  });
});
