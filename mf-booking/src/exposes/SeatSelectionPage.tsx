import { SeatSelectionPage } from '../features/seat-selection/components/SeatSelectionPage';

export default SeatSelectionPage;

/** Built from plain elements only: the shell renders it without loading MUI. */
export const usesMui = false;
