import { memo, useId, type InputHTMLAttributes, type ReactElement } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

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
 * the error line describes it). The same markup and look as MUI's TextField, built from its parts so the page does
 * not load TextField's select, menu and popover code. Memoized with handlers that take the field's name: a keystroke
 * re-renders the field typed in, not the whole form, and the payment countdown's tick re-renders none of them.
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
    <FormControl className="MuiTextField-root" variant="outlined" fullWidth error={error} disabled={disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onInput(name, event.target.value)}
        onBlur={() => onLeave(name)}
        aria-describedby={helperTextId}
        inputProps={htmlInput}
      />
      <FormHelperText id={helperTextId}>{helperText}</FormHelperText>
    </FormControl>
  );
}) as <F extends string>(props: CardFieldProps<F>) => ReactElement;
