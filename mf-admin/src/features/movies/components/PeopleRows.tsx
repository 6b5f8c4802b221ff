import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

export interface PeopleRowsProps<Row extends { name: string }> {
  /** e.g. "Cast member" */
  noun: string;
  heading: string;
  /** The second field of a row: its key and label, e.g. role / "Role played". */
  detail: { key: Exclude<keyof Row, 'name'> & string; label: string };
  rows: Row[];
  emptyRow: Row;
  onChange: (rows: Row[]) => void;
}

/** Rows of a name and one detail each, added and removed with buttons (every field labelled with its row's number). */
export function PeopleRows<Row extends { name: string }>({
  noun,
  heading,
  detail,
  rows,
  emptyRow,
  onChange,
}: PeopleRowsProps<Row>) {
  const change = (index: number, field: keyof Row, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {heading}
      </Typography>
      {rows.map((row, index) => (
        <Box
          key={index}
          sx={{ display: 'flex', gap: 1, mb: 1, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <TextField
            size="small"
            label={`${noun} ${index + 1} name`}
            value={row.name}
            sx={{ flex: 1, minWidth: 160 }}
            onChange={(event) => change(index, 'name', event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            size="small"
            label={`${noun} ${index + 1} ${detail.label.toLowerCase()}`}
            value={String(row[detail.key] ?? '')}
            sx={{ flex: 1, minWidth: 160 }}
            onChange={(event) => change(index, detail.key, event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <IconButton
            aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      ))}
      <Button onClick={() => onChange([...rows, { ...emptyRow }])} disabled={rows.length >= 100}>
        Add {noun.toLowerCase()}
      </Button>
    </Box>
  );
}
