import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom';
import { toast } from '../../../toast/toast';
import { renderWithProviders } from '../../../testing';

describe('ToastHost (inside AppProviders)', () => {
  it('renders toasts published on the bus, including those published while notistack was still loading', async () => {
    renderWithProviders(<p>page</p>);

    act(() => {
      toast.success('Login Successful!');
      toast.error('Failed to fetch username');
    });

    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch username')).toBeInTheDocument();

    act(() => toast.info('Added to favourites'));
    expect(await screen.findByText('Added to favourites')).toBeInTheDocument();
  });

  it('shows a toast a page publishes as it mounts', async () => {
    function PageThatWarnsOnMount() {
      useEffect(() => toast.error('No booking details found. Please start over.'), []);
      return <p>page</p>;
    }
    renderWithProviders(<PageThatWarnsOnMount />);
    expect(await screen.findByText('No booking details found. Please start over.')).toBeInTheDocument();
  });
});

describe('a toast that no longer applies', () => {
  it('is taken away by its key, and a keyed toast shown again is not stacked twice', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      toast.warning('Please select at least one seat', { key: 'no-seats' });
      toast.warning('Please select at least one seat', { key: 'no-seats' });
    });
    expect(await screen.findAllByText('Please select at least one seat')).toHaveLength(1);

    act(() => toast.dismiss('no-seats'));
    await waitFor(() => expect(screen.queryByText('Please select at least one seat')).not.toBeInTheDocument());
  });
});
