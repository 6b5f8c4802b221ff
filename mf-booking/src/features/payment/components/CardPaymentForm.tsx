import { useCallback, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { formatRupees, useStickyBarClearance } from '@reeltime/shared-lib';
import type { PaymentClock } from '../hooks/paymentClock';
import {
  formatCardNumberInput,
  formatExpiryInput,
  validateCardNumber,
  validateCardholderName,
  validateCvv,
  validateExpiry,
} from '../utils/cardRules';
import { useTouchedValidation } from '@reeltime/shared-lib/mui';
import { CardField } from './CardField';
import { PayBarCountdown } from './PaymentCountdown';

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

/**
 * On phones the Pay button sits in a bar that stays at the bottom of the screen while the card is
 * typed (sticky within the form), with the countdown beside it.
 */
const stickyPayBar = {
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 1.5,
  mt: 2,
  mx: -1.5,
  px: 1.5,
  py: 1.25,
  bgcolor: 'background.paper',
  borderTop: 1,
  borderColor: 'divider',
  boxShadow: '0 -8px 24px rgba(0,0,0,0.5)',
} as const;

/** Card fields with input masks; errors show once a field is touched or on submit. */
export function CardPaymentForm({ total, processing, error, onPay, clock }: CardPaymentFormProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  // On phones toasts sit above the sticky Pay bar, never over it.
  const payBar = useRef<HTMLDivElement>(null);
  useStickyBarClearance(payBar);
  const [card, setCard] = useState<CardDetails>(EMPTY);
  const { bind, touch, touchAll } = useTouchedValidation(card, RULES);

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
    // The error line of `bind`; leaving the field is `touch`, stable, instead of its per-render `onBlur`.
    const { error, helperText } = bind(field);
    return { name: field, value: card[field], error, helperText, disabled: processing, onInput: input, onLeave: touch };
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Card payment">
      <Stack spacing={1}>
        <CardField
          {...fieldProps('cardNumber')}
          label="Card Number"
          placeholder="1234 5678 9012 3456"
          htmlInput={CARD_NUMBER_INPUT}
        />
        <Stack direction="row" spacing={2}>
          <CardField
            {...fieldProps('expiryDate')}
            label="Expiry (MM/YY)"
            placeholder="MM/YY"
            htmlInput={EXPIRY_INPUT}
          />
          <CardField {...fieldProps('cvv')} label="CVV" type="password" placeholder="123" htmlInput={CVV_INPUT} />
        </Stack>
        <CardField
          {...fieldProps('cardholderName')}
          label="Cardholder Name"
          placeholder="Name on card"
          htmlInput={NAME_INPUT}
        />
      </Stack>
      <Alert severity="info" variant="outlined" sx={{ mt: 1 }}>
        This is a mock payment gateway: no real money is charged. Any valid card number works, except 4000 0000 0000
        0002, which is always declined.
      </Alert>
      {error && !phone && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box
        ref={phone ? payBar : undefined}
        data-testid={phone ? 'pay-bar' : undefined}
        sx={phone ? stickyPayBar : { mt: 2.5 }}
      >
        {/* On phones the reason a payment failed stays in view above Pay, after its toast has faded. */}
        {error && phone && (
          <Alert severity="error" sx={{ flexBasis: '100%', py: 0 }}>
            {error}
          </Alert>
        )}
        {phone && <PayBarCountdown clock={clock} />}
        <Button
          type="submit"
          fullWidth
          size="large"
          variant="contained"
          startIcon={<LockIcon />}
          disabled={processing}
          sx={{ py: 1.5 }}
        >
          {processing ? 'Processing...' : `Pay ${formatRupees(total)}`}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center', mt: 1 }}>
        Your card number and CVV are never stored.
      </Typography>
    </Box>
  );
}
