import { useEffect, useState, type FocusEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import { MuiTheme } from '@reeltime/shared-lib/mui';
import { toast } from '@reeltime/shared-lib';

const COPIED_INDICATOR_MS = 2000;

function shareTargets(url: string, text: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { name: 'WhatsApp', icon: <WhatsAppIcon />, href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { name: 'Facebook', icon: <FacebookIcon />, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'Twitter', icon: <XIcon />, href: `https://twitter.com/intent/tweet?text=${t}&url=${u}` },
    { name: 'Telegram', icon: <TelegramIcon />, href: `https://t.me/share/url?url=${u}&text=${t}` },
    { name: 'LinkedIn', icon: <LinkedInIcon />, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** Share a movie's page: five social targets in a new tab, or copy the link. */
export function ShareDialog({
  open,
  onClose,
  title,
  url,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  url: string;
}) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copyLink = async () => {
    try {
      await copyText(url);
      setCopied(true);
      toast.success('Link copied to clipboard!');
    } catch {
      toast.error('Failed to copy link');
    }
  };

  return (
    // The page around it is drawn without MUI: the dialog brings ReelTime's MUI theme.
    <MuiTheme>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="share-title">
        <DialogTitle id="share-title" sx={{ pr: 6 }}>
          Share {title}
          <IconButton aria-label="Close share dialog" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <Stack
              component="ul"
              role="list"
              aria-label="Share on"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 1,
                gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
              }}
            >
              {shareTargets(url, `Check out ${title} on ReelTime!`).map((target) => (
                <li key={target.name}>
                  <Button
                    fullWidth
                    variant="outlined"
                    color="inherit"
                    startIcon={target.icon}
                    href={target.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Share on ${target.name} (opens in a new tab)`}
                    sx={{ justifyContent: 'flex-start' }}
                  >
                    {target.name}
                  </Button>
                </li>
              ))}
            </Stack>
            <Stack direction="row" spacing={1}>
              <TextField
                value={url}
                size="small"
                fullWidth
                label="Movie link"
                slotProps={{
                  htmlInput: {
                    readOnly: true,
                    onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
                  },
                }}
              />
              <Button
                variant="contained"
                color={copied ? 'success' : 'primary'}
                startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
                onClick={() => void copyLink()}
                sx={{ flexShrink: 0 }}
              >
                {copied ? 'Copied!' : 'Copy link'}
              </Button>
            </Stack>
          </Stack>
        </DialogContent>
      </Dialog>
    </MuiTheme>
  );
}
