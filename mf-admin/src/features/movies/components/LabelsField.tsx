import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

export interface LabelsFieldProps {
  label: string;
  values: string[];
  suggestions: readonly string[];
  onChange: (values: string[]) => void;
  helperText?: string;
}

/** A list of short labels as chips: pick a suggestion or type one and press Enter (leaving the field keeps it too). */
export function LabelsField({ label, values, suggestions, onChange, helperText }: LabelsFieldProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={suggestions.filter((option) => !values.includes(option))}
      value={values}
      onChange={(_, next) => {
        const cleaned = next.map((value) => value.trim().slice(0, 40)).filter(Boolean);
        onChange(
          cleaned
            .filter(
              (value, index) => cleaned.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === index,
            )
            .slice(0, 10),
        );
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
