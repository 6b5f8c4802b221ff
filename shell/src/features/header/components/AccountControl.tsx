import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, CircularProgress, ListItemIcon, Menu, MenuItem, Stack, Typography } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { loadUserName, openAuthModal, useAuth } from '@reeltime/shared-lib';
import { useLogout } from '../hooks/useLogout';

/** The header's account corner: Login/Signup, "Loading user...", "Retry Load User" or "Hi, {name}" with its menu. */
export function AccountControl() {
  const { isLoggedIn, userName, userStatus } = useAuth();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  if (!isLoggedIn) {
    return (
      <Button variant="contained" onClick={() => openAuthModal('login')} sx={{ whiteSpace: 'nowrap' }}>
        Login/Signup
      </Button>
    );
  }
  if (userStatus === 'failed') {
    return (
      <Button variant="outlined" color="inherit" startIcon={<RefreshIcon />} onClick={() => void loadUserName()}>
        Retry Load User
      </Button>
    );
  }
  if (!userName) {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <CircularProgress size={16} color="inherit" aria-hidden />
        <Typography variant="body2">Loading user...</Typography>
      </Stack>
    );
  }

  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 220, '& .name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
      >
        <span className="name">Hi, {userName}</span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to="/info" onClick={close}>
          <ListItemIcon>
            <PersonOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Your Profile
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
