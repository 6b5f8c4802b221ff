import { MyBookingsPage } from '../features/bookings/components/MyBookingsPage';

export default MyBookingsPage;
