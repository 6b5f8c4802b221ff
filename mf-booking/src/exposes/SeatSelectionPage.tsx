import { SeatSelectionPage } from '../features/seat-selection/components/SeatSelectionPage';

export default SeatSelectionPage;
