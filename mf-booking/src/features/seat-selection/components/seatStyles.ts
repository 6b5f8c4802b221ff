import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The look of a seat, set once on the map (and the legend) instead of per seat: a theatre has
 * a few hundred seats. Sizes follow `--pitch`, the distance between seat centres, so zooming is
 * one CSS variable. State shows by shape and symbol as well as colour: available seats are
 * outlined with their number, selected ones filled, held ones dashed with a clock, booked ones
 * greyed with a cross; wheelchair spaces and companion seats carry their icon.
 */
export const seatStyles: SxProps<Theme> = {
  '--pitch': '34px',
  '& .rt-seat': {
    all: 'unset',
    boxSizing: 'border-box',
    width: 'calc(var(--pitch) - max(3px, calc(var(--pitch) * 0.14)))',
    height: 'calc(var(--pitch) - max(3px, calc(var(--pitch) * 0.14)))',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'calc(var(--pitch) * 0.24) calc(var(--pitch) * 0.24) calc(var(--pitch) * 0.1) calc(var(--pitch) * 0.1)',
    border: '1.5px solid rgba(255,255,255,0.6)',
    color: 'text.primary',
    fontSize: 'max(8px, calc(var(--pitch) * 0.34))',
    fontWeight: 700,
    lineHeight: 1,
    cursor: 'pointer',
    transition: 'background-color 120ms ease, border-color 120ms ease',
    '& svg': { width: 'calc(var(--pitch) * 0.52)', height: 'calc(var(--pitch) * 0.52)', fontSize: 'inherit' },
  },
  // The number is drawn like the seat's icons: the row letter sits at the row's start, so the seat's
  // accessible name ("Seat A1, …") says the whole of what it shows.
  '& .rt-seat[data-kind="standard"][data-state="available"]::before, & .rt-seat[data-kind="standard"][data-state="selected"]::before': {
    content: 'attr(data-number)',
  },
  '& .rt-seat[data-kind="wheelchair"], & .rt-seat[data-kind="companion"]': { borderColor: 'info.light', color: 'info.light' },
  '& .rt-seat[data-state="available"]:hover': { borderColor: 'success.main', color: 'success.light' },
  '& .rt-seat[data-state="selected"]': { bgcolor: 'success.main', borderColor: 'success.main', color: '#04120a' },
  '& .rt-seat[data-state="held"]': {
    cursor: 'not-allowed',
    borderStyle: 'dashed',
    borderColor: 'warning.main',
    color: 'warning.main',
    background: 'repeating-linear-gradient(135deg, rgba(234,179,8,0.18) 0 3px, transparent 3px 7px)',
  },
  '& .rt-seat[data-state="booked"]': {
    cursor: 'not-allowed',
    bgcolor: 'rgba(255,255,255,0.14)',
    borderColor: 'transparent',
    color: 'rgba(255,255,255,0.6)',
  },
  '& .rt-seat:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2, zIndex: 2, position: 'relative' },
};
