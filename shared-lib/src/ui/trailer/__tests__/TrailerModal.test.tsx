import { screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import { renderWithProviders } from '../../../testing';
import { TrailerModal } from '../TrailerModal';

const TRAILER = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('TrailerModal', () => {
  it('shows "Official Trailer" with the movie title and an embedded, autoplaying player (its dialog loaded on first use)', async () => {
    renderWithProviders(<TrailerModal open onClose={jest.fn()} trailerUrl={TRAILER} movieTitle="Dune" />);

    const dialog = await screen.findByRole('dialog', { name: /Official Trailer/ });
    expect(dialog).toHaveTextContent('Dune');
    expect(screen.getByTitle('Dune trailer')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&vq=hd1080&rel=0',
    );
    expect(screen.queryByText('Trailer not available')).not.toBeInTheDocument();
  });

  it('names the player "Trailer" without a movie title', () => {
    renderWithProviders(<TrailerModal open onClose={jest.fn()} trailerUrl="https://youtu.be/dQw4w9WgXcQ" />);
    expect(screen.getByTitle('Trailer').tagName).toBe('IFRAME');
  });

  it.each([
    ['no trailer', null],
    ['an unusable link', 'https://vimeo.com/12345'],
  ])('with %s says "Trailer not available" and explains', async (_label, trailerUrl) => {
    renderWithProviders(<TrailerModal open onClose={jest.fn()} trailerUrl={trailerUrl} movieTitle="Dune" />);

    expect(await screen.findByRole('dialog', { name: /Official Trailer/ })).toBeInTheDocument();
    expect(screen.getByText('Trailer not available')).toBeInTheDocument();
    expect(
      screen.getByText('We could not find a trailer for this movie yet. Please check back later.'),
    ).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(<TrailerModal open={false} onClose={jest.fn()} trailerUrl={TRAILER} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('calls onClose from the close button', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<TrailerModal open onClose={onClose} trailerUrl={TRAILER} />);

    await user.click(screen.getByRole('button', { name: 'Close trailer' }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose on Escape', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<TrailerModal open onClose={onClose} trailerUrl={TRAILER} />);

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose on a backdrop click', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<TrailerModal open onClose={onClose} trailerUrl={null} />);

    await user.click(document.querySelector('.MuiBackdrop-root')!);

    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
