import { startStandalone } from '@reeltime/shared-lib/standalone';
import PaymentPage from './exposes/PaymentPage';
import SeatSelectionPage from './exposes/SeatSelectionPage';
import { ShowPickerStandIn } from './standalone/ShowPickerStandIn';

void startStandalone({
  name: 'booking',
  routes: [
    { path: '/', label: 'Pick a show', element: <ShowPickerStandIn /> },
    { path: '/movies/:id/seat-selection', element: <SeatSelectionPage /> },
    { path: '/payment', label: 'Payment', element: <PaymentPage /> },
  ],
});
