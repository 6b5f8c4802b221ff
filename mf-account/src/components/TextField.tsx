import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import './textField.css';

interface FieldFrameProps {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
}

/** An outlined field: its label on the border, the control, and a hint or error below (read with the control). */
function FieldFrame({ label, helperText, error = false, children }: FieldFrameProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <div className={error ? 'rt-ac-field rt-ac-field--error' : 'rt-ac-field'}>
      <label className="rt-ac-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy: helperId })}
      {helperText && (
        <p id={helperId} className="rt-ac-field__helper">
          {helperText}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
};

/** A text input in an outlined field. */
export function TextField({ label, helperText, error, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} helperText={helperText} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          className="rt-ac-field__control"
          aria-invalid={error || undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  helperText?: ReactNode;
};

/** The platform's select in an outlined field: its own keyboard and list on every device. */
export function SelectField({ label, helperText, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} helperText={helperText}>
      {({ id, describedBy }) => (
        <select id={id} className="rt-ac-field__control rt-ac-field__select" aria-describedby={describedBy} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
