import { useState, type ComponentProps } from 'react';
import { clearAllFavorites, lazyDialog, useApiMutation } from '@reeltime/shared-lib';
import { AccountIcon } from '../../../components/AccountIcon';
import type { RemoveAllFavoritesDialog as ConfirmDialog } from './RemoveAllFavoritesDialog';
import '../../../components/accountButtons.css';

/** The confirmation (MUI Dialog), fetched the first time it opens. */
const RemoveAllFavoritesDialog = lazyDialog<ComponentProps<typeof ConfirmDialog>>(() =>
  import('./RemoveAllFavoritesDialog').then((module) => module.RemoveAllFavoritesDialog),
);

/** "Remove all", confirmed first because it cannot be undone. */
export function RemoveAllFavoritesButton({ count }: { count: number }) {
  const [confirming, setConfirming] = useState(false);
  const { run, busy: removing } = useApiMutation(clearAllFavorites, { error: false });

  const removeAll = async () => {
    setConfirming(false);
    await run();
  };

  return (
    <>
      <button
        type="button"
        className="rt-btn rt-btn--outlined rt-ac-btn-danger"
        disabled={removing}
        onClick={() => setConfirming(true)}
      >
        <AccountIcon name="DeleteSweep" />
        {removing ? 'Removing...' : 'Remove all'}
      </button>
      <RemoveAllFavoritesDialog
        open={confirming}
        count={count}
        onKeep={() => setConfirming(false)}
        onConfirm={() => void removeAll()}
      />
    </>
  );
}
