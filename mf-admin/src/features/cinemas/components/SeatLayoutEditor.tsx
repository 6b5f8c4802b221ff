import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { TIERS, type SeatKind, type Tier } from '../api/types';
import {
  MAX_COLUMNS,
  MAX_ROWS,
  addColumn,
  addRow,
  cellLabel,
  removeColumn,
  removeRow,
  rowLabel,
  seatCounts,
  setCell,
  setPrice,
  setRowTier,
  toggleCell,
  usedTiers,
  type LayoutGrid,
} from '../utils/layoutGrid';

const CELL = 30;
const GAP = 4;
const TIER_COLOURS: Record<Tier, string> = { Recliner: '#6b21a8', Prime: '#1d4ed8', Classic: '#0f766e' };
const KIND_KEYS: Record<string, SeatKind> = { s: 'standard', w: 'wheelchair', c: 'companion' };
const TOOL_LABELS: Record<SeatKind, string> = {
  standard: 'Seat (S)',
  wheelchair: 'Wheelchair space (W)',
  companion: 'Companion seat (C)',
};

interface SeatLayoutEditorProps {
  grid: LayoutGrid;
  onChange: (grid: LayoutGrid) => void;
}

/**
 * The visual seat-layout editor: a grid of rows × columns, front row (A) nearest the screen. Click a cell, or move
 * with the arrow keys (Home/End: row ends) and press Space or Enter, to place the chosen kind of seat or take it
 * away (an aisle); S, W and C place a seat, a wheelchair space or a companion seat, Delete takes it away. Each row
 * has its tier; each tier in use needs a default price.
 */
export function SeatLayoutEditor({ grid, onChange }: SeatLayoutEditorProps) {
  const [tool, setTool] = useState<SeatKind>('standard');
  const [focus, setFocus] = useState({ row: 0, column: 0 });
  const [moveFocus, setMoveFocus] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const counts = seatCounts(grid);
  const inUse = usedTiers(grid);
  const row = Math.min(focus.row, grid.rows.length - 1);
  const column = Math.min(focus.column, grid.columns - 1);

  useEffect(() => {
    if (!moveFocus) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${row}-${column}"]`)?.focus();
    setMoveFocus(false);
  }, [moveFocus, row, column]);

  const go = (nextRow: number, nextColumn: number) => {
    setFocus({
      row: Math.max(0, Math.min(grid.rows.length - 1, nextRow)),
      column: Math.max(0, Math.min(grid.columns - 1, nextColumn)),
    });
    setMoveFocus(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, column],
      ArrowDown: [row + 1, column],
      ArrowLeft: [row, column - 1],
      ArrowRight: [row, column + 1],
      Home: [row, 0],
      End: [row, grid.columns - 1],
    };
    if (moves[key]) {
      go(...moves[key]);
    } else if (key === ' ' || key === 'Enter') {
      onChange(toggleCell(grid, row, column, tool));
    } else if (KIND_KEYS[key]) {
      onChange(setCell(grid, row, column, KIND_KEYS[key]));
    } else if (key === 'Delete' || key === 'Backspace') {
      onChange(setCell(grid, row, column, 'gap'));
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={tool}
          onChange={(_, value: SeatKind | null) => value && setTool(value)}
          aria-label="Click or Space places"
          sx={{ flexWrap: 'wrap' }}
        >
          {(Object.keys(TOOL_LABELS) as SeatKind[]).map((kind) => (
            <ToggleButton key={kind} value={kind}>
              {TOOL_LABELS[kind]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onChange(addRow(grid))}
            disabled={grid.rows.length >= MAX_ROWS}
          >
            Add row
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onChange(removeRow(grid))}
            disabled={grid.rows.length <= 1}
          >
            Remove last row
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onChange(addColumn(grid))}
            disabled={grid.columns >= MAX_COLUMNS}
          >
            Add column
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onChange(removeColumn(grid))}
            disabled={grid.columns <= 1}
          >
            Remove last column
          </Button>
        </Stack>
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {TIERS.map((tier) => (
          <TextField
            key={tier}
            size="small"
            label={`${tier} price (₹)`}
            value={grid.prices[tier]}
            onChange={(event) => onChange(setPrice(grid, tier, event.target.value))}
            required={inUse.includes(tier)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            helperText={inUse.includes(tier) ? 'Default price at new shows' : 'No row uses this tier'}
          />
        ))}
      </Stack>

      <Typography role="status" aria-live="polite" variant="body2" data-testid="seat-counts">
        {`${counts.total} seats: Recliner ${counts.Recliner}, Prime ${counts.Prime}, Classic ${counts.Classic}`}
      </Typography>

      <Box
        sx={{
          overflow: 'auto',
          maxHeight: '65vh',
          maxWidth: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1.5,
        }}
        data-testid="layout-scroll"
      >
        <Box sx={{ width: 'max-content' }}>
          <Box
            aria-hidden
            sx={{
              ml: `${92 + GAP}px`,
              mb: 1.5,
              width: grid.columns * (CELL + GAP),
              textAlign: 'center',
              borderTop: 4,
              borderColor: 'grey.500',
              pt: 0.5,
              fontSize: 12,
              color: 'text.secondary',
            }}
          >
            SCREEN
          </Box>
          <Stack direction="row" spacing={`${GAP}px`}>
            <Stack spacing={`${GAP}px`}>
              {grid.rows.map((item, index) => (
                <Box key={rowLabel(index)} sx={{ height: CELL, display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Typography component="span" sx={{ width: 16, fontWeight: 700 }} aria-hidden>
                    {rowLabel(index)}
                  </Typography>
                  <Box
                    component="select"
                    aria-label={`Row ${rowLabel(index)} tier`}
                    value={item.tier}
                    onChange={(event) =>
                      onChange(setRowTier(grid, index, (event.target as HTMLSelectElement).value as Tier))
                    }
                    sx={{ width: 72, height: CELL - 2, font: 'inherit', fontSize: 13 }}
                  >
                    {TIERS.map((tier) => (
                      <option key={tier} value={tier}>
                        {tier}
                      </option>
                    ))}
                  </Box>
                </Box>
              ))}
            </Stack>
            <Box
              ref={gridRef}
              role="grid"
              aria-label="Seat layout"
              aria-describedby="seat-layout-keys"
              onKeyDown={onKeyDown}
              onClick={(event) => {
                const target = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
                if (!target) return;
                const [rowIndex, columnIndex] = (target.dataset.cell ?? '').split('-').map(Number);
                setFocus({ row: rowIndex, column: columnIndex });
                onChange(toggleCell(grid, rowIndex, columnIndex, tool));
              }}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                gap: `${GAP}px`,
                '& [role=row]': { display: 'flex', gap: `${GAP}px` },
                '& [role=gridcell]': {
                  width: CELL,
                  height: CELL,
                  flexShrink: 0,
                  borderRadius: '6px 6px 3px 3px',
                  cursor: 'pointer',
                  boxSizing: 'border-box',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: 11,
                  fontWeight: 700,
                  letterSpacing: '-0.02em',
                  userSelect: 'none',
                  color: '#fff',
                },
                '& [data-kind=gap]': { border: '1px dashed', borderColor: 'grey.400' },
                '& [data-kind=companion]': { boxShadow: 'inset 0 0 0 3px #fde047' },
                '& [role=gridcell]:focus-visible': { outline: '3px solid #f59e0b', outlineOffset: '1px' },
              }}
            >
              {grid.rows.map((item, rowIndex) => (
                <div role="row" key={rowLabel(rowIndex)}>
                  {item.cells.map((cell, columnIndex) => (
                    <div
                      role="gridcell"
                      key={columnIndex}
                      data-cell={`${rowIndex}-${columnIndex}`}
                      data-kind={cell.kind}
                      tabIndex={rowIndex === row && columnIndex === column ? 0 : -1}
                      aria-label={cellLabel(grid, rowIndex, columnIndex)}
                      style={cell.kind === 'gap' ? undefined : { background: TIER_COLOURS[item.tier] }}
                    >
                      {cell.kind === 'wheelchair'
                        ? '♿'
                        : cell.kind === 'gap'
                          ? ''
                          : `${rowLabel(rowIndex)}${cell.number}`}
                    </div>
                  ))}
                </div>
              ))}
            </Box>
          </Stack>
        </Box>
      </Box>
      <Typography id="seat-layout-keys" variant="body2" color="text.secondary">
        Arrow keys move; Space or Enter places or removes the chosen kind; S seat, W wheelchair space, C companion seat,
        Delete removes. Seats are numbered from the left of each row; a wheelchair space needs a companion seat beside
        it.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {TIERS.map((tier) => (
          <Stack key={tier} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: TIER_COLOURS[tier] }} />
            <Typography variant="body2">{tier}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
