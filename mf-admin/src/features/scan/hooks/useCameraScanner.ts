import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState = 'off' | 'starting' | 'on' | 'error';

const FRAME_INTERVAL_MS = 200;
/** The same code seen again within this window is the same ticket still in front of the camera. */
const REPEAT_WINDOW_MS = 4000;

function cameraError(error: unknown): string {
  const name = (error as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera access was refused. Allow the camera for this site, or paste the ticket text below.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found on this device. Paste the ticket text below instead.';
  return 'The camera could not be started. Paste the ticket text below instead.';
}

/**
 * Reads QR codes from the device camera: frames are decoded about five times a second by the decoder,
 * which is downloaded only when the camera is first switched on.
 */
export function useCameraScanner(onDecoded: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const [error, setError] = useState<string | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const lastSeen = useRef<{ text: string; at: number } | null>(null);
  const decoded = useRef(onDecoded);
  decoded.current = onDecoded;

  const stop = useCallback(() => {
    window.clearInterval(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState('off');
  }, []);

  const start = useCallback(async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('error');
      setError('This browser cannot use a camera here (it needs HTTPS). Paste the ticket text below instead.');
      return;
    }
    setState('starting');
    try {
      const [{ decodeQrFrom }, media] = await Promise.all([
        import('../utils/decodeQr'),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
      ]);
      stream.current = media;
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = media;
      await video.play();
      setState('on');
      timer.current = window.setInterval(() => {
        if (video.readyState < video.HAVE_CURRENT_DATA || !video.videoWidth) return;
        const text = decodeQrFrom(video, video.videoWidth, video.videoHeight, 720);
        if (!text) return;
        const now = Date.now();
        if (lastSeen.current && lastSeen.current.text === text && now - lastSeen.current.at < REPEAT_WINDOW_MS) return;
        lastSeen.current = { text, at: now };
        decoded.current(text);
      }, FRAME_INTERVAL_MS);
    } catch (failure) {
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
      setState('error');
      setError(cameraError(failure));
    }
  }, []);

  useEffect(() => stop, [stop]);

  return { videoRef, state, error, start, stop };
}
