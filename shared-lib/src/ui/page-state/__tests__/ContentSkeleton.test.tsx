import { screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import { renderWithProviders } from '../../../testing';
import { ContentSkeleton } from '../ContentSkeleton';

describe('ContentSkeleton', () => {
  it.each(['detail', 'list', 'profile'] as const)(
    '"%s" draws placeholders, not a spinner, and reads out its label',
    (shape) => {
      const { container } = renderWithProviders(<ContentSkeleton shape={shape} label="Loading movie..." />);
      expect(screen.getByRole('status')).toHaveTextContent('Loading movie...');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(container.querySelectorAll('.rt-skeleton').length).toBeGreaterThan(0);
    },
  );

  it('"list" draws one card placeholder per expected card', () => {
    const { container } = renderWithProviders(
      <ContentSkeleton shape="list" count={3} label="Loading your bookings..." />,
    );
    expect(container.querySelectorAll('.rt-skel__card')).toHaveLength(3);
  });
});
