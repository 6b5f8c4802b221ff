import { lazyWithPreload } from '../../booking-progress/utils/lazyWithPreload';

/**
 * The payment form (card fields, method tabs, summary): fetched once a booking is found on `/payment`, or with the
 * page's code when that is fetched ahead during a booking, so Proceed opens it at once.
 */
export const paymentForm = lazyWithPreload(() => import('./Payment'));
