import { PaymentPage } from '../features/payment/components/PaymentPage';

export default PaymentPage;
