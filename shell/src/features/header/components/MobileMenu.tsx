import { NavLink } from 'react-router-dom';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { loadUserName, openAuthModal, useAuth } from '@reeltime/shared-lib';
import { useLogout } from '../hooks/useLogout';
import { NAV_LINKS } from './navLinks';
import { Wordmark } from './Wordmark';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The slide-in menu of narrow screens: the same links and account actions as the header. */
export function MobileMenu({ open, onClose }: Props) {
  const { isLoggedIn, userName, userStatus } = useAuth();
  const logout = useLogout();

  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(300px, 85vw)', backgroundImage: 'none', bgcolor: 'background.paper' } } }}>
      <Box component="nav" aria-label="Mobile" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Wordmark onClick={onClose} />
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <List>
          {NAV_LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.end}
              onClick={onClose}
              sx={{
                py: 1.5,
                '&.active': { color: 'primary.main', bgcolor: 'rgba(225, 29, 72, 0.12)', borderRight: 3, borderColor: 'primary.main' },
              }}
            >
              <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <Box sx={{ p: 2, mt: 'auto' }}>
          {!isLoggedIn && (
            <Button
              fullWidth
              variant="contained"
              onClick={() => {
                onClose();
                openAuthModal('login');
              }}
            >
              Login/Signup
            </Button>
          )}
          {isLoggedIn && userStatus === 'failed' && (
            <Button fullWidth variant="outlined" color="inherit" onClick={() => void loadUserName()}>
              Retry Load User
            </Button>
          )}
          {isLoggedIn && userStatus !== 'failed' && (
            <Stack spacing={1}>
              <Typography color="text.secondary" sx={{ px: 0.5 }}>
                {userName ? `Hi, ${userName}` : 'Loading user...'}
              </Typography>
              <Button component={NavLink} to="/info" onClick={onClose} variant="outlined" color="inherit" fullWidth>
                Your Profile
              </Button>
              <Button
                onClick={() => {
                  onClose();
                  logout();
                }}
                color="error"
                variant="outlined"
                fullWidth
              >
                Logout
              </Button>
            </Stack>
          )}
        </Box>
      </Box>
    </Drawer>
  );
}
