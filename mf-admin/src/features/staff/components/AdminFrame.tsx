import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, tokens, useDocumentTitle } from '@reeltime/shared-lib';

/** The staff pages' own bar (the site's header and footer are hidden under /admin) and page width (`wide`: tables). */
export function AdminFrame({ title, actions, wide = false, children }: { title: string; actions?: ReactNode; wide?: boolean; children: ReactNode }) {
  useDocumentTitle(`${title} · Staff`);
  return (
    <>
      <Box component="header" sx={{ bgcolor: 'grey.900', color: 'common.white', py: 1.5 }}>
        <Container maxWidth={wide ? 'lg' : 'md'} sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography
            component={RouterLink}
            to="/admin/scan"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 'auto' }}
          >
            Reel<Box component="span" sx={{ color: tokens.color.primaryText }}>Time</Box> Admin
          </Typography>
          {actions}
        </Container>
      </Box>
      <Container maxWidth={wide ? 'lg' : 'md'} sx={{ py: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </>
  );
}
