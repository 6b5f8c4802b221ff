/** The confirmation view (ticket QR, share dialog), fetched while the payment is submitted. */
export const loadConfirmation = () => import('../../confirmation/components/PaymentConfirmation');
