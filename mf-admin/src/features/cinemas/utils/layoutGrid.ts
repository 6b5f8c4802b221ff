import { TIERS, type SeatKind, type SeatLayout, type Tier } from '../api/types';

export const MAX_ROWS = 26;
export const MAX_COLUMNS = 60;

/** A cell of the editor's grid: no seat (an aisle or empty floor), or a seat of a kind with its number in the row. */
export type Cell = { kind: 'gap' } | { kind: SeatKind; number: number };

export interface GridRow {
  tier: Tier;
  cells: Cell[];
}

/** What the seat-layout editor edits: rows front to back (labelled A, B, … in order), all `columns` wide. */
export interface LayoutGrid {
  columns: number;
  rows: GridRow[];
  /** Default price of each tier in rupees, as typed. */
  prices: Record<Tier, string>;
}

export const rowLabel = (index: number) => String.fromCharCode(65 + index);

const gaps = (count: number): Cell[] => Array.from({ length: count }, () => ({ kind: 'gap' }) as Cell);

export function emptyGrid(rows = 5, columns = 12): LayoutGrid {
  return {
    columns,
    rows: Array.from({ length: rows }, () => ({ tier: 'Classic' as Tier, cells: gaps(columns) })),
    prices: { Recliner: '', Prime: '', Classic: '' },
  };
}

const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/** The grid of a layout: each row at its letter (a letter without a row becomes an empty row), each seat at its column. */
export function gridOfLayout(layout: SeatLayout): LayoutGrid {
  const columns = Math.max(1, ...layout.rows.flatMap((row) => row.seats.map((seat) => seat.column)));
  const rowCount = Math.max(1, ...layout.rows.map((row) => row.label.charCodeAt(0) - 64));
  const prices: Record<Tier, string> = { Recliner: '', Prime: '', Classic: '' };
  for (const { tier, pricePaise } of layout.tiers) prices[tier] = rupees(pricePaise);
  const rows: GridRow[] = [];
  for (let index = 0; index < rowCount; index++) {
    const row = layout.rows.find((item) => item.label === rowLabel(index));
    const cells = gaps(columns);
    for (const seat of row?.seats ?? []) cells[seat.column - 1] = { kind: seat.kind, number: seat.number };
    rows.push({ tier: row?.tier ?? rows.at(-1)?.tier ?? 'Classic', cells });
  }
  return { columns, prices, rows };
}

/** The rupees typed for a tier as paise, or NaN when it is not a price. */
export function pricePaise(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

/** The tiers some row with seats uses, in the order Recliner, Prime, Classic. */
export function usedTiers(grid: LayoutGrid): Tier[] {
  return TIERS.filter((tier) =>
    grid.rows.some((row) => row.tier === tier && row.cells.some((cell) => cell.kind !== 'gap')),
  );
}

/** The layout the API takes: rows with at least one seat, seats by column; prices of the tiers in use. */
export function layoutOfGrid(grid: LayoutGrid): SeatLayout {
  return {
    tiers: usedTiers(grid).map((tier) => ({ tier, pricePaise: pricePaise(grid.prices[tier]) })),
    rows: grid.rows.flatMap((row, index) => {
      const seats = row.cells.flatMap((cell, column) =>
        cell.kind === 'gap' ? [] : [{ number: cell.number, column: column + 1, kind: cell.kind }],
      );
      return seats.length === 0 ? [] : [{ label: rowLabel(index), tier: row.tier, seats }];
    }),
  };
}

/** Seats per tier and in all. */
export function seatCounts(grid: LayoutGrid): Record<Tier | 'total', number> {
  const counts = { Recliner: 0, Prime: 0, Classic: 0, total: 0 };
  for (const row of grid.rows) {
    const seats = row.cells.filter((cell) => cell.kind !== 'gap').length;
    counts[row.tier] += seats;
    counts.total += seats;
  }
  return counts;
}

/** Numbers a row's seats 1, 2, … from the left: what a row becomes once a seat is added to it or taken from it. */
function renumber(cells: Cell[]): Cell[] {
  let number = 0;
  return cells.map((cell) => (cell.kind === 'gap' ? cell : { kind: cell.kind, number: ++number }));
}

/** Puts a seat of `kind` (or a gap) at a cell. Changing only a seat's kind keeps the row's numbers. */
export function setCell(grid: LayoutGrid, rowIndex: number, column: number, kind: Cell['kind']): LayoutGrid {
  const row = grid.rows[rowIndex];
  const current = row.cells[column];
  if (current.kind === kind) return grid;
  let cells = row.cells.map((cell, index) => {
    if (index !== column) return cell;
    if (kind === 'gap') return { kind } as Cell;
    return { kind, number: current.kind === 'gap' ? 0 : current.number };
  });
  if (current.kind === 'gap' || kind === 'gap') cells = renumber(cells);
  return { ...grid, rows: grid.rows.map((item, index) => (index === rowIndex ? { ...item, cells } : item)) };
}

/** A seat becomes a gap; a gap becomes a seat of `kind`; a seat of another kind becomes `kind`. */
export function toggleCell(grid: LayoutGrid, rowIndex: number, column: number, kind: SeatKind): LayoutGrid {
  const current = grid.rows[rowIndex].cells[column];
  return setCell(grid, rowIndex, column, current.kind === kind ? 'gap' : kind);
}

export function setRowTier(grid: LayoutGrid, rowIndex: number, tier: Tier): LayoutGrid {
  return { ...grid, rows: grid.rows.map((row, index) => (index === rowIndex ? { ...row, tier } : row)) };
}

/** A row at the back, of the last row's tier. */
export function addRow(grid: LayoutGrid): LayoutGrid {
  if (grid.rows.length >= MAX_ROWS) return grid;
  const tier = grid.rows.at(-1)?.tier ?? 'Classic';
  return { ...grid, rows: [...grid.rows, { tier, cells: gaps(grid.columns) }] };
}

/** Takes the back row away, seats and all. */
export function removeRow(grid: LayoutGrid): LayoutGrid {
  return grid.rows.length <= 1 ? grid : { ...grid, rows: grid.rows.slice(0, -1) };
}

/** A column on the right of every row. */
export function addColumn(grid: LayoutGrid): LayoutGrid {
  if (grid.columns >= MAX_COLUMNS) return grid;
  return {
    ...grid,
    columns: grid.columns + 1,
    rows: grid.rows.map((row) => ({ ...row, cells: [...row.cells, { kind: 'gap' }] })),
  };
}

/** Takes the rightmost column away, with any seat standing in it. */
export function removeColumn(grid: LayoutGrid): LayoutGrid {
  if (grid.columns <= 1) return grid;
  return {
    ...grid,
    columns: grid.columns - 1,
    rows: grid.rows.map((row) => ({ ...row, cells: row.cells.slice(0, -1) })),
  };
}

export function setPrice(grid: LayoutGrid, tier: Tier, text: string): LayoutGrid {
  return { ...grid, prices: { ...grid.prices, [tier]: text } };
}

/** What a cell is, for screen readers: "Row C, column 7: seat C5, Prime" or "Row C, column 8: aisle". */
export function cellLabel(grid: LayoutGrid, rowIndex: number, column: number): string {
  const row = grid.rows[rowIndex];
  const cell = row.cells[column];
  const place = `Row ${rowLabel(rowIndex)}, column ${column + 1}`;
  if (cell.kind === 'gap') return `${place}: aisle`;
  const what = cell.kind === 'wheelchair' ? 'wheelchair space' : cell.kind === 'companion' ? 'companion seat' : 'seat';
  return `${place}: ${what} ${rowLabel(rowIndex)}${cell.number}, ${row.tier}`;
}
