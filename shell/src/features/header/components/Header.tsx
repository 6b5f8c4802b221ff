import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { AppBar, Box, Button, IconButton, Toolbar, Tooltip } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { eventBus } from '@reeltime/shared-lib';
import { DESKTOP, MOBILE } from '../../../app/media';
import { useAutoLoadUserName } from '../hooks/useAutoLoadUserName';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { AccountControl } from './AccountControl';
import { MobileMenu } from './MobileMenu';
import { NAV_LINKS } from './navLinks';
import { Wordmark } from './Wordmark';

/** SPEC §9: the header turns solid once the page has scrolled more than 20 px. */
const SCROLL_THRESHOLD = 20;

export function Header() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  useAutoLoadUserName();

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="transparent"
      data-scrolled={scrolled}
      sx={{
        transition: 'background-color 200ms ease, backdrop-filter 200ms ease, border-color 200ms ease',
        borderBottom: 1,
        borderColor: scrolled ? 'rgba(255,255,255,0.08)' : 'transparent',
        bgcolor: scrolled ? 'rgba(11, 11, 18, 0.78)' : 'transparent',
        backdropFilter: scrolled ? 'blur(14px) saturate(140%)' : 'none',
        backgroundImage: scrolled ? 'none' : 'linear-gradient(to bottom, rgba(11,11,18,0.9), rgba(11,11,18,0))',
      }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 60, sm: 68 }, maxWidth: 1440, width: '100%', mx: 'auto' }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label="Open menu"
          onClick={() => setMenuOpen(true)}
          sx={{ [DESKTOP]: { display: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Wordmark />
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: 'flex', gap: 0.5, ml: { sm: 2, md: 4 }, [MOBILE]: { display: 'none' } }}
        >
          {NAV_LINKS.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.end}
              color="inherit"
              sx={{
                color: 'text.secondary',
                position: 'relative',
                '&:hover': { color: 'text.primary' },
                '&.active': { color: 'text.primary' },
                '&.active::after': {
                  content: '""',
                  position: 'absolute',
                  left: 12,
                  right: 12,
                  bottom: 2,
                  height: 2,
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                },
              }}
            >
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title="Search movies">
          <IconButton color="inherit" aria-label="Search movies" onClick={() => eventBus.emit({ type: 'search:open' })}>
            <SearchIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ [MOBILE]: { display: 'none' } }}>
          <AccountControl />
        </Box>
      </Toolbar>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </AppBar>
  );
}
