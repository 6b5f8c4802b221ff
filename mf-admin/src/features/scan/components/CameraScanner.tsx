import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCameraScanner } from '../hooks/useCameraScanner';

/** Camera scanning, and decoding a photo or screenshot of a ticket (which also opens the camera on phones). */
export function CameraScanner({ onDecoded }: { onDecoded: (text: string) => void }) {
  const { videoRef, state, error, start, stop } = useCameraScanner(onDecoded);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const cameraOn = state === 'on' || state === 'starting';

  async function decodePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPhotoError(null);
    try {
      const [{ decodeQrFrom }, bitmap] = await Promise.all([import('../utils/decodeQr'), createImageBitmap(file)]);
      // A photo is read once, so it is worth a few sizes: the decoder misses some codes at one scale and not another.
      const text = [1600, 1100, 700, 450].reduce<string | null>(
        (found, maxSide) => found ?? decodeQrFrom(bitmap, bitmap.width, bitmap.height, maxSide),
        null,
      );
      bitmap.close();
      if (text) onDecoded(text);
      else setPhotoError('No QR code was found in that picture. Try a sharper, closer photo.');
    } catch {
      setPhotoError('That file could not be read as a picture.');
    }
  }

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {cameraOn ? (
          <Button key="stop" variant="outlined" size="large" onClick={stop}>
            Stop camera
          </Button>
        ) : (
          <Button key="start" variant="contained" size="large" onClick={() => void start()}>
            Scan with camera
          </Button>
        )}
        <Button variant="outlined" size="large" onClick={() => photoInput.current?.click()}>
          Scan a photo of the ticket
        </Button>
        <input
          ref={photoInput}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label="Photo of a ticket QR code"
          data-testid="ticket-photo"
          onChange={(event) => void decodePhoto(event)}
        />
      </Stack>
      {(error || photoError) && <Alert severity="warning">{error ?? photoError}</Alert>}
      <Box
        sx={{
          display: cameraOn ? 'block' : 'none',
          position: 'relative',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'common.black',
          maxWidth: 480,
          aspectRatio: '4 / 3',
        }}
      >
        <Box
          component="video"
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera view: hold the ticket QR code in the frame"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
    </Stack>
  );
}
