import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApiMutation } from '@reeltime/shared-lib';
import { saveFailureMessage } from '../../../utils/saveFailureMessage';
import type { AdminMovie } from '../api/getAdminMovies';
import { uploadPoster } from '../api/uploadPoster';

const ACCEPTED = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

/** The film's poster: the one customers see now, and a new one chosen, previewed and uploaded. */
export function PosterUpload({ movie }: { movie: AdminMovie }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const {
    run,
    busy: uploading,
    error: failure,
    reset,
  } = useApiMutation((chosen: File) => uploadPoster(movie.id, chosen), {
    onSuccess: () => {
      setFile(null);
      if (input.current) input.current.value = '';
    },
    success: 'Poster uploaded. Customers see it now.',
    error: false,
  });
  const error = tooLarge
    ? 'The poster must be at most 5 MB.'
    : saveFailureMessage(failure, 'The poster could not be uploaded.');

  useEffect(() => {
    if (!file) return undefined;
    // Read in the browser (a data: URL), so the preview shows the very bytes that will be sent.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => {
      reader.abort();
      setPreview(null);
    };
  }, [file]);

  const choose = (chosen: File | undefined) => {
    reset();
    setTooLarge(false);
    if (!chosen) return;
    if (chosen.size > MAX_BYTES) {
      setFile(null);
      setTooLarge(true);
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    await run(file);
  };

  return (
    <Box component="section" aria-labelledby={`${hintId}-heading`}>
      <Typography id={`${hintId}-heading`} variant="h6" component="h2" sx={{ mb: 1 }}>
        Poster
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box
          component="img"
          src={preview ?? movie.thumbnail}
          alt={preview ? `New poster for ${movie.title} (not uploaded yet)` : `${movie.title} poster`}
          sx={{ width: 160, aspectRatio: '2 / 3', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.200' }}
        />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {movie.poster ? 'Uploaded poster.' : 'No poster uploaded: customers see a generated one.'} JPEG, PNG or
            WebP, up to 5 MB, at least 240 × 240 pixels (portrait 2:3 looks best).
          </Typography>
          <Typography component="label" htmlFor={`${hintId}-file`} variant="body2" sx={{ fontWeight: 600 }}>
            Poster image file
          </Typography>
          <Box
            component="input"
            ref={input}
            id={`${hintId}-file`}
            type="file"
            accept={ACCEPTED}
            aria-describedby={hintId}
            onChange={(event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0])}
            sx={{ font: 'inherit', maxWidth: '100%' }}
          />
          <Button
            variant="contained"
            onClick={() => void upload()}
            disabled={!file || uploading}
            sx={{ alignSelf: 'flex-start' }}
          >
            {uploading ? 'Uploading…' : 'Upload poster'}
          </Button>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </Stack>
    </Box>
  );
}
