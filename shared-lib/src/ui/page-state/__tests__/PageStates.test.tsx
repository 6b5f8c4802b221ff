import { screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import { renderWithProviders } from '../../../testing';
import { EmptyState, ErrorState, LoadingState } from '../PageStates';

describe('LoadingState', () => {
  it('shows a labelled spinner, "Loading..." by default', () => {
    renderWithProviders(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('shows a custom label', () => {
    renderWithProviders(<LoadingState label="Searching movies..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Searching movies...');
    expect(screen.getByRole('progressbar', { name: 'Searching movies...' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('is an alert with title, message and a working action', async () => {
    const retry = jest.fn();
    const { user } = renderWithProviders(
      <ErrorState
        title="Something went wrong"
        message="Failed to fetch movies"
        actionLabel="Try Again"
        onAction={retry}
      />,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Failed to fetch movies');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows no button without both a label and a handler', () => {
    renderWithProviders(<ErrorState title="Failed to load profile" actionLabel="Try Again" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load profile');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows title, message and action, and is not an alert', async () => {
    const browse = jest.fn();
    const { user } = renderWithProviders(
      <EmptyState
        title="No favourites yet"
        message="Movies you love will show up here"
        actionLabel="Browse Movies"
        onAction={browse}
      />,
    );

    expect(screen.getByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    expect(screen.getByText('Movies you love will show up here')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Browse Movies' }));
    expect(browse).toHaveBeenCalledTimes(1);
  });

  it('works with a title alone', () => {
    renderWithProviders(<EmptyState title="No Movies Available" />);
    expect(screen.getByRole('heading', { name: 'No Movies Available' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
