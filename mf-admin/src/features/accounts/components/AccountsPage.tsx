import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { toApiError, toast, useApiMutation } from '@reeltime/shared-lib';
import type { BackOfficeRole, StaffAccount } from '../../staff/api/getStaffAccount';
import { AdminFrame } from '../../staff/components/AdminFrame';
import {
  changeAccountState,
  inviteAccount,
  refreshAccounts,
  updateAccount,
  useAccounts,
  type Account,
  type AccountFilter,
} from '../api/accounts';
import { ROLE_LABEL, cinemasText, whenText } from '../utils/accountText';
import { AccountDialog } from './AccountDialog';

const STATUS_COLOR = { active: 'success', invited: 'info', disabled: 'default' } as const;

type Editing = { kind: 'invite' } | { kind: 'edit'; account: Account } | null;

/** /admin/accounts (admins): the back office's accounts; invite, edit role and cinemas, disable or enable, resend an invitation. */
export function AccountsPage({ account: me }: { account: StaffAccount }) {
  const [filter, setFilter] = useState<AccountFilter>({ q: '', role: '' });
  const [editing, setEditing] = useState<Editing>(null);
  const { data, error, mutate } = useAccounts(filter);

  const afterChange = (message: string) => {
    toast.success(message);
    refreshAccounts(filter);
    void mutate();
  };
  const { run: act } = useApiMutation(
    (account: Account, change: { disabled: boolean } | { resendInvite: true }) =>
      changeAccountState(account.id, change),
    {
      onSuccess: (_answer, account, change) =>
        afterChange(
          'resendInvite' in change
            ? `A new invitation was sent to ${account.email}.`
            : change.disabled
              ? `${account.name} is disabled and signed out everywhere.`
              : `${account.name} can sign in again.`,
        ),
      error: 'The change could not be saved.',
    },
  );

  if (me.role !== 'admin') {
    return (
      <AdminFrame title="Accounts">
        <Alert severity="warning">Only an admin may manage accounts.</Alert>
      </AdminFrame>
    );
  }

  const columns: GridColDef<Account>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
    { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 200 },
    { field: 'role', headerName: 'Role', width: 100, valueFormatter: (value: BackOfficeRole) => ROLE_LABEL[value] },
    {
      field: 'cinemas',
      headerName: 'Cinemas',
      flex: 1.2,
      minWidth: 180,
      sortable: false,
      valueGetter: (_value, row) => cinemasText(row),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      renderCell: ({ row }) => (
        <Chip size="small" label={row.status} color={STATUS_COLOR[row.status]} variant="outlined" />
      ),
    },
    {
      field: 'lastSignInAt',
      headerName: 'Last sign-in',
      width: 180,
      valueFormatter: (value: string | null) => whenText(value),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      minWidth: 300,
      flex: 1,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Button
            size="small"
            onClick={() => setEditing({ kind: 'edit', account: row })}
            aria-label={`Edit ${row.name}`}
          >
            Edit
          </Button>
          {row.status === 'invited' && (
            <Button
              size="small"
              onClick={() => void act(row, { resendInvite: true })}
              aria-label={`Resend invitation to ${row.name}`}
            >
              Resend invitation
            </Button>
          )}
          {row.status === 'disabled' ? (
            <Button size="small" onClick={() => void act(row, { disabled: false })} aria-label={`Enable ${row.name}`}>
              Enable
            </Button>
          ) : (
            <Button
              size="small"
              color="error"
              onClick={() => void act(row, { disabled: true })}
              aria-label={`Disable ${row.name}`}
            >
              Disable
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <AdminFrame title="Accounts" wide>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label="Search name or email"
            type="search"
            size="small"
            value={filter.q}
            onChange={(event) => setFilter((current) => ({ ...current, q: event.target.value }))}
            sx={{ minWidth: { sm: 260 } }}
          />
          <TextField
            select
            label="Filter by role"
            size="small"
            value={filter.role}
            onChange={(event) =>
              setFilter((current) => ({ ...current, role: event.target.value as AccountFilter['role'] }))
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 140 }}
          >
            <option value="">Every role</option>
            {(['admin', 'manager', 'staff'] as const).map((role) => (
              <option key={role} value={role}>
                {ROLE_LABEL[role]}
              </option>
            ))}
          </TextField>
          <Box sx={{ flex: 1 }} />
          <Button variant="contained" onClick={() => setEditing({ kind: 'invite' })}>
            Invite someone
          </Button>
        </Stack>
        {error !== undefined && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void mutate()}>
                Try again
              </Button>
            }
          >
            {toApiError(error).message || 'The accounts could not be loaded.'}
          </Alert>
        ) : (
          <DataGrid
            aria-label="Accounts"
            rows={data?.accounts ?? []}
            columns={columns}
            loading={!data}
            autoHeight
            disableRowSelectionOnClick
            disableVirtualization
            initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
            pageSizeOptions={[25, 50, 100]}
          />
        )}
      </Stack>
      {editing && (
        <AccountDialog
          account={editing.kind === 'edit' ? editing.account : undefined}
          cinemas={data?.cinemas ?? []}
          onClose={() => setEditing(null)}
          onSubmit={async (email, fields) => {
            if (editing.kind === 'edit') {
              await updateAccount(editing.account.id, fields);
              afterChange(`${fields.name} was saved.`);
            } else {
              const invited = await inviteAccount(email, fields);
              afterChange(`An invitation was sent to ${invited.email}.`);
            }
            setEditing(null);
          }}
        />
      )}
    </AdminFrame>
  );
}
