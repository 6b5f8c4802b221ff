import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { MuiTheme } from '@reeltime/shared-lib/mui';
import { trailerEmbedUrl } from './trailerEmbedUrl';
import type { TrailerModalProps } from './TrailerModal';

/** "Official Trailer" (MUI dialog, loaded on first use): closes on Escape, backdrop click or the close button. */
export default function TrailerDialog({ open, onClose, trailerUrl, movieTitle }: TrailerModalProps) {
  const embedUrl = trailerEmbedUrl(trailerUrl);
  return (
    <MuiTheme>
      <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="trailer-title">
        <DialogTitle id="trailer-title" sx={{ pr: 6 }}>
          Official Trailer
          {movieTitle && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {movieTitle}
            </Typography>
          )}
          <IconButton aria-label="Close trailer" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {open && embedUrl ? (
            <Box sx={{ position: 'relative', pt: '56.25%', borderRadius: 1, overflow: 'hidden', bgcolor: 'black' }}>
              <Box
                component="iframe"
                src={embedUrl}
                title={movieTitle ? `${movieTitle} trailer` : 'Trailer'}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
              />
            </Box>
          ) : (
            <Box sx={{ textAlign: 'center', py: 6 }}>
              <VideocamOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
              <Typography variant="h6" sx={{ mt: 1 }}>
                Trailer not available
              </Typography>
              <Typography color="text.secondary">
                We could not find a trailer for this movie yet. Please check back later.
              </Typography>
            </Box>
          )}
        </DialogContent>
      </Dialog>
    </MuiTheme>
  );
}
