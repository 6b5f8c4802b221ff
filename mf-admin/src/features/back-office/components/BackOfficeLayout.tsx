import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, tokens, useDocumentTitle } from '@reeltime/shared-lib';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import { SideNavigation } from './SideNavigation';

const DRAWER_WIDTH = 248;

export interface BackOfficeLayoutProps {
  account: StaffAccount;
  /** The page's heading and the tab's title. */
  title: string;
  /** Buttons beside the heading (e.g. "New movie"). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The back office's frame: a top bar, the side navigation of the pages the account's role may use (always open
 * on a desktop; behind the menu button on a tablet or phone) with the account and Sign out, and the page.
 */
export function BackOfficeLayout({ account, title, actions, children }: BackOfficeLayoutProps) {
  useDocumentTitle(`${title} · Back office`);
  const [menuOpen, setMenuOpen] = useState(false);
  const navigation = <SideNavigation account={account} onNavigate={() => setMenuOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, bgcolor: 'grey.900', color: 'common.white' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            aria-expanded={menuOpen}
            aria-controls="back-office-navigation"
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component={RouterLink}
            to="/admin"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
          >
            Reel
            <Box component="span" sx={{ color: tokens.color.primaryText }}>
              Time
            </Box>{' '}
            Back office
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          id="back-office-navigation"
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {navigation}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          {navigation}
        </Drawer>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, pb: 4 }}>
        <Toolbar />
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, my: { xs: 2, sm: 3 } }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, mr: 'auto' }}>
            {title}
          </Typography>
          {actions}
        </Box>
        {children}
      </Box>
    </Box>
  );
}
