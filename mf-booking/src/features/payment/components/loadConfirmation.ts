/** The confirmation view (ticket QR, share dialog), fetched once the customer starts on the card, and when paying. */
export const loadConfirmation = () => import('../../confirmation/components/PaymentConfirmation');
