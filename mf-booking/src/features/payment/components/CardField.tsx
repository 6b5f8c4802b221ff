import { memo, useId, type InputHTMLAttributes, type ReactElement } from 'react';
import './cardField.css';

interface CardFieldProps<F extends string> {
  /** Which field of the card this is; passed back to `onInput` and `onLeave`. */
  name: F;
  label: string;
  value: string;
  /** The text typed, as the input holds it. */
  onInput: (name: F, text: string) => void;
  onLeave: (name: F) => void;
  error: boolean;
  /** The line under the field: the error once shown, else a blank that keeps its height. */
  helperText: string;
  disabled: boolean;
  placeholder: string;
  type?: 'text' | 'password';
  /** Attributes of the `<input>` itself: input mode, autofill token, length. */
  htmlInput: Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'autoComplete' | 'maxLength'>;
}

/**
 * One outlined card field: label, input and the error line under it, tied together by id (the label names the input,
 * the error line describes it, `aria-invalid` says when it is wrong). The label sits in the empty field and moves up
 * into the outline's notch when the field has focus or a value. Memoized with handlers that take the field's name: a
 * keystroke re-renders the field typed in, not the whole form, and the payment countdown's tick re-renders none.
 */
export const CardField = memo(function CardField<F extends string>({
  name,
  label,
  value,
  onInput,
  onLeave,
  error,
  helperText,
  disabled,
  placeholder,
  type = 'text',
  htmlInput,
}: CardFieldProps<F>) {
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  return (
    <div className="rt-bk-field" data-error={error} data-filled={value !== ''} data-disabled={disabled}>
      <div className="rt-bk-field__box">
        <label htmlFor={id} id={`${id}-label`} className="rt-bk-field__label">
          {label}
        </label>
        <input
          id={id}
          className="rt-bk-field__input"
          type={type}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onInput(name, event.target.value)}
          onBlur={() => onLeave(name)}
          aria-invalid={error}
          aria-describedby={helperTextId}
          {...htmlInput}
        />
        <fieldset aria-hidden className="rt-bk-field__outline">
          <legend className="rt-bk-field__notch">
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      <p id={helperTextId} className="rt-bk-field__helper">
        {helperText}
      </p>
    </div>
  );
}) as <F extends string>(props: CardFieldProps<F>) => ReactElement;
