import { render, screen } from '@testing-library/react';
import { lazyDialog } from '../lazyDialog';

function Confirm({ open, title }: { open: boolean; title: string }) {
  return (
    <div role="dialog" aria-label={title} hidden={!open}>
      {title}
    </div>
  );
}

function Report({ reviewId }: { reviewId: number | null }) {
  return <div role="dialog" aria-label={`Report review ${reviewId}`} />;
}

describe('lazyDialog', () => {
  it('fetches the dialog the first time it opens, then keeps it mounted to close', async () => {
    const load = jest.fn(() => Promise.resolve(Confirm));
    const LazyConfirm = lazyDialog(load);

    const { rerender } = render(<LazyConfirm open={false} title="Cancel booking?" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<LazyConfirm open title="Cancel booking?" />);
    expect(await screen.findByRole('dialog', { name: 'Cancel booking?' })).toBeVisible();

    rerender(<LazyConfirm open={false} title="Cancel booking?" />);
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    rerender(<LazyConfirm open title="Cancel booking?" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens when the given test says so, and a dialog without an open prop while it is mounted', async () => {
    const ByReview = lazyDialog(
      () => Promise.resolve(Report),
      ({ reviewId }) => reviewId !== null,
    );
    const { rerender } = render(<ByReview reviewId={null} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<ByReview reviewId={7} />);
    expect(await screen.findByRole('dialog', { name: 'Report review 7' })).toBeInTheDocument();

    const Mounted = lazyDialog(() => Promise.resolve(Report));
    render(<Mounted reviewId={8} />);
    expect(await screen.findByRole('dialog', { name: 'Report review 8' })).toBeInTheDocument();
  });
});
