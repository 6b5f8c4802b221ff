import { useState } from 'react';
import { Link as RouterLink } from '@reeltime/shared-lib';
import { Icon } from '@reeltime/shared-lib';
import { AccountIcon } from '../../../components/AccountIcon';
import { Panel } from '../../../components/Panel';
import { useChangePassword } from '../api/changePassword';
import { useDeleteAccount } from '../api/deleteAccount';
import { ChangePasswordDialog, DeleteAccountDialog } from './LazyAccountDialogs';
import '../../../components/accountButtons.css';
import './accountActions.css';

/** Bookings, password and account deletion. */
export function AccountActions() {
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const { passwordLoading, submit } = useChangePassword();
  const { deleteLoading, remove } = useDeleteAccount();
  const close = () => setDialog(null);

  return (
    <Panel titleId="account-actions-title">
      <h2 id="account-actions-title" className="rt-ac-panel__title">
        Account
      </h2>
      <div className="rt-ac-actions">
        <RouterLink to="/my-bookings" className="rt-btn rt-btn--outlined rt-btn--inherit">
          <Icon name="ConfirmationNumber" />
          View Bookings
        </RouterLink>
        <button type="button" className="rt-btn rt-btn--outlined rt-btn--inherit" onClick={() => setDialog('password')}>
          <AccountIcon name="LockReset" />
          Change Password
        </button>
        <button
          type="button"
          className="rt-btn rt-btn--outlined rt-ac-btn-danger rt-ac-actions__delete"
          onClick={() => setDialog('delete')}
        >
          <AccountIcon name="DeleteForever" />
          Delete Account
        </button>
      </div>
      <ChangePasswordDialog open={dialog === 'password'} busy={passwordLoading} onClose={close} onSubmit={submit} />
      <DeleteAccountDialog
        open={dialog === 'delete'}
        busy={deleteLoading}
        onClose={close}
        onConfirm={() => void remove().then((deleted) => deleted || close())}
      />
    </Panel>
  );
}
