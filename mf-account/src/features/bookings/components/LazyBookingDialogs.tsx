import type { ComponentProps } from 'react';
import { lazyDialog, type Booking } from '@reeltime/shared-lib';
import type { CancelBookingDialog as CancelDialog } from './CancelBookingDialog';
import type { RemoveBookingDialog as RemoveDialog } from './RemoveBookingDialog';

const forABooking = ({ booking }: { booking: Booking | null }) => booking !== null;

/** The My Bookings dialogs (MUI Dialog, Alert, Skeleton), each fetched when it first opens for a booking. */
export const RemoveBookingDialog = lazyDialog<ComponentProps<typeof RemoveDialog>>(
  () => import('./RemoveBookingDialog').then((module) => module.RemoveBookingDialog),
  forABooking,
);
export const CancelBookingDialog = lazyDialog<ComponentProps<typeof CancelDialog>>(
  () => import('./CancelBookingDialog').then((module) => module.CancelBookingDialog),
  forABooking,
);
