import type { ComponentProps } from 'react';
import { AuthField } from './AuthField';

type OtpFieldProps = Omit<ComponentProps<typeof AuthField>, 'label' | 'autoComplete' | 'inputMode' | 'maxLength'>;

/** The one-time code of the code flows: digits only, six at most, offered from the phone's messages by autofill. */
export function OtpField({ onChange, ...props }: OtpFieldProps) {
  return (
    <AuthField
      {...props}
      label="OTP"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      onChange={(text) => onChange(text.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
