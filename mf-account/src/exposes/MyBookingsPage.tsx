import { MyBookingsPage } from '../features/bookings/components/MyBookingsPage';

export default MyBookingsPage;

/** Built from light components only: the shell renders it without loading MUI (its dialogs bring their own). */
export const usesMui = false;
