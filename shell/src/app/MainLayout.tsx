import { Outlet } from 'react-router-dom';
import { Box, Link } from '@mui/material';
import { Footer } from '../features/footer/components/Footer';
import { Header } from '../features/header/components/Header';
import { SearchOverlaySlot } from '../features/search/components/SearchOverlaySlot';

/** The site's pages: header, page, footer, and the search overlay slot. */
export function MainLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Link>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <SearchOverlaySlot />
    </Box>
  );
}
