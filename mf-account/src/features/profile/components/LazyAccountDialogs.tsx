import type { ComponentProps } from 'react';
import { lazyDialog } from '@reeltime/shared-lib';
import type { ChangePasswordDialog as PasswordDialog } from './ChangePasswordDialog';
import type { DeleteAccountDialog as DeleteDialog } from './DeleteAccountDialog';

/** The profile's account dialogs, each fetched when it first opens. */
export const ChangePasswordDialog = lazyDialog<ComponentProps<typeof PasswordDialog>>(() =>
  import('./ChangePasswordDialog').then((module) => module.ChangePasswordDialog),
);
export const DeleteAccountDialog = lazyDialog<ComponentProps<typeof DeleteDialog>>(() =>
  import('./DeleteAccountDialog').then((module) => module.DeleteAccountDialog),
);
