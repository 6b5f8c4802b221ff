import { useCallback, useRef, useState, type FormEvent } from 'react';
import { formatRupees, Icon, useMediaMatch, useStickyBarClearance, useTouchedValidation } from '@reeltime/shared-lib';
import { ICON_PATHS } from '../../booking-progress/components/iconPaths';
import { PHONE_QUERY } from '../../booking-progress/phoneQuery';
import type { PaymentClock } from '../hooks/paymentClock';
import {
  formatCardNumberInput,
  formatExpiryInput,
  validateCardNumber,
  validateCardholderName,
  validateCvv,
  validateExpiry,
} from '../utils/cardRules';
import { CardField } from './CardField';
import { Notice } from './Notice';
import { PayBarCountdown } from './PaymentCountdown';
import './cardPaymentForm.css';

export interface CardDetails {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardholderName: string;
}

type Field = keyof CardDetails;

const EMPTY: CardDetails = { cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' };

/** Each field's input mask: the text typed, and the field's value before, to its new value. */
const MASKS: Record<Field, (typed: string, before: string) => string> = {
  cardNumber: (typed) => formatCardNumberInput(typed),
  expiryDate: formatExpiryInput,
  cvv: (typed) => typed.replace(/\D/g, '').slice(0, 3),
  cardholderName: (typed) => typed,
};

/** The `<input>` attributes of each field (constant, so a memoized field is not re-rendered for them). */
const CARD_NUMBER_INPUT = { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 19 } as const;
const EXPIRY_INPUT = { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 5 } as const;
const CVV_INPUT = { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 3 } as const;
const NAME_INPUT = { autoComplete: 'cc-name' } as const;

const RULES = {
  cardNumber: validateCardNumber,
  expiryDate: validateExpiry,
  cvv: validateCvv,
  cardholderName: validateCardholderName,
};

interface CardPaymentFormProps {
  total: number;
  processing: boolean;
  error: string | null;
  onPay: (card: CardDetails) => void;
  /** The payment session's countdown, shown beside Pay in the phone's sticky bar. */
  clock: PaymentClock;
}

/** Card fields with input masks; errors show once a field is touched or on submit. */
export function CardPaymentForm({ total, processing, error, onPay, clock }: CardPaymentFormProps) {
  // On phones the Pay button sits in a bar that stays at the bottom of the screen while the card is typed (sticky
  // within the form), with the countdown beside it.
  const phone = useMediaMatch(PHONE_QUERY);
  // On phones toasts sit above the sticky Pay bar, never over it.
  const payBar = useRef<HTMLDivElement>(null);
  useStickyBarClearance(payBar);
  const [card, setCard] = useState<CardDetails>(EMPTY);
  const { shown, touch, touchAll } = useTouchedValidation(card, RULES);

  // Stable for the life of the form, so a keystroke re-renders only the field typed in.
  const input = useCallback(
    (field: Field, typed: string) =>
      setCard((current) => ({ ...current, [field]: MASKS[field](typed, current[field]) })),
    [],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (touchAll()) onPay(card);
  };

  const fieldProps = (field: Field) => {
    // Leaving the field is `touch`, stable, so a memoized field is not re-rendered for it.
    // The helper line is always there (blank when valid), so an error appearing on blur moves nothing.
    const message = shown(field);
    return {
      name: field,
      value: card[field],
      error: message !== null,
      helperText: message ?? ' ',
      disabled: processing,
      onInput: input,
      onLeave: touch,
    };
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Card payment">
      <div className="rt-bk-card-form__fields">
        <CardField
          {...fieldProps('cardNumber')}
          label="Card Number"
          placeholder="1234 5678 9012 3456"
          htmlInput={CARD_NUMBER_INPUT}
        />
        <div className="rt-bk-card-form__pair">
          <CardField
            {...fieldProps('expiryDate')}
            label="Expiry (MM/YY)"
            placeholder="MM/YY"
            htmlInput={EXPIRY_INPUT}
          />
          <CardField {...fieldProps('cvv')} label="CVV" type="password" placeholder="123" htmlInput={CVV_INPUT} />
        </div>
        <CardField
          {...fieldProps('cardholderName')}
          label="Cardholder Name"
          placeholder="Name on card"
          htmlInput={NAME_INPUT}
        />
      </div>
      <Notice severity="info" outlined className="rt-bk-card-form__mock">
        This is a mock payment gateway: no real money is charged. Any valid card number works, except 4000 0000 0000
        0002, which is always declined.
      </Notice>
      {error && !phone && (
        <Notice severity="error" className="rt-bk-card-form__error">
          {error}
        </Notice>
      )}
      <div
        ref={phone ? payBar : undefined}
        data-testid={phone ? 'pay-bar' : undefined}
        className={phone ? 'rt-bk-pay-bar' : 'rt-bk-card-form__submit'}
      >
        {/* On phones the reason a payment failed stays in view above Pay, after its toast has faded. */}
        {error && phone && (
          <Notice severity="error" className="rt-bk-pay-bar__error">
            {error}
          </Notice>
        )}
        {phone && <PayBarCountdown clock={clock} />}
        <button
          type="submit"
          className="rt-btn rt-btn--contained rt-btn--lg rt-btn--block rt-bk-card-form__pay"
          disabled={processing}
        >
          <Icon name="Lock" d={ICON_PATHS.Lock} size={20} />
          {processing ? 'Processing...' : `Pay ${formatRupees(total)}`}
        </button>
      </div>
      <p className="rt-bk-card-form__note">Your card number and CVV are never stored.</p>
    </form>
  );
}
