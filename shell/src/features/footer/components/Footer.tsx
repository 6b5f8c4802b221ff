import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Divider, Link, Stack, Typography } from '@mui/material';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { Wordmark } from '../../header/components/Wordmark';
import { AppStoreBadges } from './AppStoreBadges';
import { FOOTER_COLUMNS } from './footerLinks';
import { PaymentMarks } from './PaymentMarks';

const SUPPORT_EMAIL = 'support@reeltime.app';

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
      <Box sx={{ display: 'flex', pt: '2px' }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Stack>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ mt: 8, borderTop: 1, borderColor: 'divider', bgcolor: '#08080d' }}>
      <Container maxWidth="xl" sx={{ py: { xs: 5, sm: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: '1.6fr repeat(4, 1fr) 1.4fr' },
          }}
        >
          <Stack spacing={2} sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}>
            <Wordmark />
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 320 }}>
              Book the best seats for the latest movies in seconds. Browse showtimes, watch trailers and keep your
              tickets on your phone.
            </Typography>
            <AppStoreBadges />
          </Stack>

          {FOOTER_COLUMNS.map((column) => (
            <Box component="nav" aria-label={column.title} key={column.title}>
              <Typography component="h2" variant="subtitle2" sx={{ mb: 1.5, fontWeight: 700, letterSpacing: '0.04em' }}>
                {column.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      component={RouterLink}
                      to={link.to}
                      underline="hover"
                      color="text.secondary"
                      variant="body2"
                      sx={{ '&:hover': { color: 'text.primary' } }}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}

          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            <Typography component="h2" variant="subtitle2" sx={{ mb: 1.5, fontWeight: 700, letterSpacing: '0.04em' }}>
              Contact Us
            </Typography>
            <Stack spacing={1.25} component="address" sx={{ fontStyle: 'normal' }}>
              <ContactLine icon={<EmailOutlinedIcon fontSize="small" />}>
                <Link href={`mailto:${SUPPORT_EMAIL}`} color="inherit" underline="hover">
                  {SUPPORT_EMAIL}
                </Link>
              </ContactLine>
              <ContactLine icon={<PhoneOutlinedIcon fontSize="small" />}>
                <Link href="tel:+9118001234567" color="inherit" underline="hover">
                  1800 123 4567
                </Link>{' '}
                (10 AM – 10 PM)
              </ContactLine>
              <ContactLine icon={<LocationOnOutlinedIcon fontSize="small" />}>
                ReelTime Entertainment Pvt. Ltd., 4th Floor, Lotus Tower, Andheri East, Mumbai 400069
              </ContactLine>
            </Stack>
          </Box>
        </Box>

        <Divider sx={{ my: 4 }} />

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary">
            © {year} ReelTime. All rights reserved.
          </Typography>
          <PaymentMarks />
        </Stack>
      </Container>
    </Box>
  );
}
