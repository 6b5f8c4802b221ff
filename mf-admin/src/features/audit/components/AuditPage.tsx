import { useCallback, useEffect, useState, type FormEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '@reeltime/shared-lib';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { fetchAudit, type AuditEntry, type AuditFilter } from '../api/audit';
import { AuditDiff } from './AuditDiff';

const ENTITIES = ['account', 'movie', 'cinema', 'screen', 'show', 'booking'];
const EMPTY: AuditFilter = { q: '', entity: '', action: '', from: '', to: '' };

type Results =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; entries: AuditEntry[]; nextBefore: number | null; more: boolean };

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
}

function failureText(failure: unknown): string {
  const { status, message } = toApiError(failure);
  return status === 0
    ? 'Could not reach ReelTime. Check the connection and try again.'
    : message || 'The audit log could not be loaded.';
}

/**
 * /admin/audit (managers and admins): who changed what and when, newest first, with each change's before and after.
 * A manager sees the changes of its cinemas.
 */
export function AuditPage({ account }: { account: StaffAccount }) {
  const [draft, setDraft] = useState<AuditFilter>(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>(EMPTY);
  const [results, setResults] = useState<Results>({ status: 'loading' });
  const allowed = account.role !== 'staff';

  const load = useCallback(async (applied: AuditFilter, before?: number, earlier: AuditEntry[] = []) => {
    try {
      const page = await fetchAudit(applied, before);
      setResults({ status: 'ready', entries: [...earlier, ...page.entries], nextBefore: page.nextBefore, more: false });
    } catch (failure) {
      setResults({ status: 'failed', message: failureText(failure) });
    }
  }, []);

  useEffect(() => {
    if (!allowed) return;
    setResults({ status: 'loading' });
    void load(filter);
  }, [allowed, filter, load]);

  if (!allowed) {
    return (
      <AdminFrame title="Audit log">
        <Alert severity="warning">Only managers and admins may read the audit log.</Alert>
      </AdminFrame>
    );
  }

  const set = (field: keyof AuditFilter) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft });
  };

  return (
    <AdminFrame title="Audit log" wide>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">
          Every change made in the back office: who, when, and what it was before and after. Entries can never be edited
          or deleted.
          {account.role === 'manager' && ' You see the changes of your cinemas.'}
        </Typography>
        <Stack
          component="form"
          role="search"
          aria-label="Search the audit log"
          onSubmit={search}
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
        >
          <TextField
            label="Search"
            type="search"
            size="small"
            value={draft.q}
            onChange={set('q')}
            helperText="E-mail, id or any text of the change"
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label="Entity"
            size="small"
            value={draft.entity}
            onChange={set('entity')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 130 }}
          >
            <option value="">Everything</option>
            {ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </TextField>
          <TextField
            label="Action"
            size="small"
            value={draft.action}
            onChange={set('action')}
            helperText="e.g. update, cancel"
            sx={{ minWidth: 130 }}
          />
          <TextField
            label="From"
            type="date"
            size="small"
            value={draft.from}
            onChange={set('from')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={draft.to}
            onChange={set('to')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="contained" sx={{ alignSelf: { md: 'flex-start' } }}>
            Search
          </Button>
        </Stack>
        {results.status === 'loading' && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} />
            <Typography>Loading the audit log...</Typography>
          </Stack>
        )}
        {results.status === 'failed' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void load(filter)}>
                Try again
              </Button>
            }
          >
            {results.message}
          </Alert>
        )}
        {results.status === 'ready' && (
          <div>
            {results.entries.length === 0 && <Typography>No changes match.</Typography>}
            {results.entries.map((entry) => {
              const title = `${entry.action} ${entry.entity}${entry.entityId ? ` #${entry.entityId}` : ''}`;
              return (
                <Accordion key={entry.id} disableGutters>
                  <AccordionSummary aria-controls={`audit-${entry.id}`} id={`audit-${entry.id}-header`}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }} sx={{ width: '100%' }}>
                      <Typography sx={{ minWidth: 190 }} color="text.secondary">
                        {when(entry.at)}
                      </Typography>
                      <Typography sx={{ fontWeight: 600, flex: 1 }}>{title}</Typography>
                      <Typography sx={{ overflowWrap: 'anywhere' }}>{entry.actor.email}</Typography>
                    </Stack>
                  </AccordionSummary>
                  <AccordionDetails id={`audit-${entry.id}`}>
                    <AuditDiff before={entry.before} after={entry.after} label={`Before and after: ${title}`} />
                  </AccordionDetails>
                </Accordion>
              );
            })}
            {results.nextBefore !== null && (
              <Button
                sx={{ mt: 2 }}
                disabled={results.more}
                onClick={() => {
                  setResults({ ...results, more: true });
                  void load(filter, results.nextBefore!, results.entries);
                }}
              >
                {results.more ? 'Loading...' : 'Load older entries'}
              </Button>
            )}
          </div>
        )}
      </Stack>
    </AdminFrame>
  );
}
