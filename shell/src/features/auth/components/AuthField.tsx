import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'className'>;

interface AuthFieldProps extends InputAttributes {
  label: string;
  value: string;
  /** The text typed, as the input holds it. */
  onChange: (text: string) => void;
  error?: boolean;
  /** The line under the field: the error once shown, or a blank that keeps its height; none when omitted. */
  helperText?: string;
  /** A control drawn inside the field's end (the password's show/hide toggle). */
  end?: ReactNode;
}

/**
 * One field of the sign-in forms: its label above it, the input, and the error line under it, tied together by id
 * (the label names the input, the error line describes it, `aria-invalid` says when it is wrong).
 */
export function AuthField({ label, value, onChange, error = false, helperText, end, ...input }: AuthFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <div className="rt-auth-field" data-error={error}>
      <label htmlFor={id} className="rt-auth-field__label">
        {label}
      </label>
      <div className="rt-auth-field__box">
        <input
          {...input}
          id={id}
          className="rt-auth-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error}
          aria-describedby={helperText === undefined ? undefined : helperId}
        />
        {end}
      </div>
      {helperText !== undefined && (
        <p id={helperId} className="rt-auth-field__helper">
          {helperText}
        </p>
      )}
    </div>
  );
}
