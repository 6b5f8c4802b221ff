import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SeatLayout } from '../api/types';
import { layoutFromJson, layoutToJson } from '../utils/layoutJson';

const MAX_FILE_BYTES = 256 * 1024;

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

interface LayoutImportExportProps {
  /** The layout as it stands in the editor, for the download. */
  current: () => SeatLayout;
  fileName: string;
  onImport: (layout: SeatLayout) => void;
}

/** Import a layout from a JSON file or pasted text, and export the editor's layout as a JSON file. */
export function LayoutImportExport({ current, fileName, onImport }: LayoutImportExportProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState('');

  const load = (text: string) => {
    try {
      onImport(layoutFromJson(text));
      setProblem('');
      setPasting(false);
      setPasted('');
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setProblem('This file is too large for a seat layout (at most 256 KB).');
      return;
    }
    try {
      load(await readText(file));
    } catch {
      setProblem('The file could not be read.');
    }
  };

  const download = () => {
    const link = document.createElement('a');
    link.href = `data:application/json;charset=utf-8,${encodeURIComponent(layoutToJson(current()))}`;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => fileInput.current?.click()}>
          Import JSON file
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          onChange={onFile}
          aria-label="Layout JSON file"
        />
        <Button variant="outlined" size="small" onClick={() => setPasting((open) => !open)} aria-expanded={pasting}>
          Paste JSON
        </Button>
        <Button variant="outlined" size="small" onClick={download}>
          Export JSON
        </Button>
      </Stack>
      {pasting && (
        <Stack spacing={1}>
          <TextField
            label="Layout JSON"
            multiline
            minRows={4}
            maxRows={12}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
          />
          <Button variant="contained" size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => load(pasted)}>
            Load pasted layout
          </Button>
        </Stack>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
