import { apiClient, type Booking } from '@reeltime/shared-lib';

export interface PaymentRequest {
  slotId: number;
  seatNumbers: string[];
  totalAmount: number;
  cardNumber: string;
  cardHolderName: string;
  expiryDate: string;
  cvv: string;
}

export interface PaymentResult {
  status: number;
  booking: Partial<Booking> | null;
}

/** The mock gateway. The idempotency key makes a retried request replay the first result. */
export async function submitPayment(payment: PaymentRequest, idempotencyKey: string): Promise<PaymentResult> {
  const response = await apiClient.post<Partial<Booking> | ''>('/api/bookings/payment', payment, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { status: response.status, booking: response.data && typeof response.data === 'object' ? response.data : null };
}
