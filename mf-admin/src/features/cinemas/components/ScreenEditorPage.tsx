import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  Link as RouterLink,
  toApiError,
  toast,
  updateQuery,
  useApiMutation,
  userKey,
  useNavigate,
  useParams,
} from '@reeltime/shared-lib';
import { saveScreen, useScreen } from '../api/screens';
import type { Screen } from '../api/types';
import { saveFailureMessage } from '../../../utils/saveFailureMessage';
import { emptyGrid, gridOfLayout, layoutOfGrid, pricePaise, usedTiers, type LayoutGrid } from '../utils/layoutGrid';
import { LayoutImportExport } from './LayoutImportExport';
import { SeatLayoutEditor } from './SeatLayoutEditor';

interface ScreenEditorProps {
  cinemaId: number;
  /** The screen being edited; none: a new screen of the cinema. */
  screen?: Screen;
}

function fileNameOf(name: string): string {
  return `${
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'screen'
  }-layout.json`;
}

/** A screen's name and seat layout, saved together. */
function ScreenEditor({ cinemaId, screen }: ScreenEditorProps) {
  const navigate = useNavigate();
  const [name, setName] = useState(screen?.name ?? '');
  const [grid, setGrid] = useState<LayoutGrid>(() => (screen ? gridOfLayout(screen.layout) : emptyGrid()));
  const [problem, setProblem] = useState('');
  const { busy, error: failure, run } = useApiMutation(saveScreen, { error: false });
  const error = saveFailureMessage(failure);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unpriced = usedTiers(grid).find((tier) => !(pricePaise(grid.prices[tier]) > 0));
    if (!name.trim()) return setProblem('Give the screen a name.');
    if (unpriced) return setProblem(`${unpriced} price must be an amount in rupees, e.g. 250.`);
    setProblem('');
    const outcome = await run(
      { name: name.trim(), layout: layoutOfGrid(grid) },
      screen ? { id: screen.id } : { cinemaId },
    );
    if (!outcome.ok) return;
    const saved = outcome.data;
    await updateQuery(userKey(`/api/admin/screens/${saved.id}`), () => saved);
    toast.success(`${saved.name} saved: ${saved.seatCount} seats.`);
    if (!screen) navigate(`/admin/screens/${saved.id}`, { replace: true });
  };

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label="Screen">
      <TextField
        label="Screen name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ maxWidth: 360 }}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <LayoutImportExport
        current={() => layoutOfGrid(grid)}
        fileName={fileNameOf(name)}
        onImport={(layout) => setGrid(gridOfLayout(layout))}
      />
      <SeatLayoutEditor grid={grid} onChange={setGrid} />
      {(problem || error) && (
        <Alert severity="error" role="alert">
          {problem || error}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Saving…' : 'Save screen'}
        </Button>
        <Button component={RouterLink} to={`/admin/cinemas/${cinemaId}`}>
          Back to the cinema
        </Button>
      </Stack>
    </Stack>
  );
}

/** `/admin/cinemas/:cinemaId/screens/new`: a new screen drawn from an empty grid (or an imported layout). */
export function NewScreenPage() {
  const cinemaId = Number(useParams().cinemaId);
  return <ScreenEditor cinemaId={cinemaId} />;
}

/** `/admin/screens/:screenId`: a screen's name and layout. */
export function EditScreenPage() {
  const screenId = Number(useParams().screenId);
  const { data, error, mutate } = useScreen(screenId);
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => mutate()}>
            Retry
          </Button>
        }
      >
        {toApiError(error).message || 'The screen could not be loaded.'}
      </Alert>
    );
  }
  if (!data) return <CircularProgress aria-label="Loading the screen" />;
  return <ScreenEditor key={data.id} cinemaId={data.cinemaId} screen={data} />;
}
