import { PaymentPage } from '../features/payment/components/PaymentPage';

export default PaymentPage;

/** Built from plain elements only: the shell renders it without loading MUI (its dialogs and the confirmation bring their own). */
export const usesMui = false;
