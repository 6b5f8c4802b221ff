import type { ComponentProps } from 'react';
import { onFirstOpen } from '../../dialogs/components/onFirstOpen';
import type { ChangePasswordDialog as PasswordDialog } from './ChangePasswordDialog';
import type { DeleteAccountDialog as DeleteDialog } from './DeleteAccountDialog';

const whenOpen = ({ open }: { open: boolean }) => open;

/** The profile's account dialogs, each fetched when it first opens. */
export const ChangePasswordDialog = onFirstOpen<ComponentProps<typeof PasswordDialog>>(
  () => import('./ChangePasswordDialog').then((module) => module.ChangePasswordDialog),
  whenOpen,
);
export const DeleteAccountDialog = onFirstOpen<ComponentProps<typeof DeleteDialog>>(
  () => import('./DeleteAccountDialog').then((module) => module.DeleteAccountDialog),
  whenOpen,
);
