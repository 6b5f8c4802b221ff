import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface CardFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
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
 * not load TextField's select, menu and popover code.
 */
export function CardField({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  disabled,
  placeholder,
  type = 'text',
  htmlInput,
}: CardFieldProps) {
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
        onChange={onChange}
        onBlur={onBlur}
        aria-describedby={helperTextId}
        inputProps={htmlInput}
      />
      <FormHelperText id={helperTextId}>{helperText}</FormHelperText>
    </FormControl>
  );
}
