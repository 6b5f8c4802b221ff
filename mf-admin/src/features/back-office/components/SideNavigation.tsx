import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { clearSession, NavLink } from '@reeltime/shared-lib';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import { navigationFor, ROLE_LABEL } from '../navigation';

/** "Aurora Cinemas, Harbour Lights Cinema", or "All cinemas". */
export function cinemasLabel(account: StaffAccount): string {
  if (account.allCinemas) return 'All cinemas';
  return account.cinemas.length ? account.cinemas.map((cinema) => cinema.name).join(', ') : 'No cinema';
}

/** The pages the account's role may use (the current one marked), then who is signed in and Sign out. */
export function SideNavigation({ account, onNavigate }: { account: StaffAccount; onNavigate: () => void }) {
  return (
    <Box component="nav" aria-label="Back office" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <List sx={{ py: 1 }}>
        {navigationFor(account.role).map((entry) => (
          <ListItem key={entry.path} disablePadding>
            <ListItemButton
              component={NavLink}
              to={`/admin/${entry.path}`}
              onClick={onNavigate}
              sx={{
                mx: 1,
                borderRadius: 1,
                '&.active': { bgcolor: 'action.selected', fontWeight: 700 },
              }}
            >
              <ListItemText primary={entry.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider sx={{ mt: 'auto' }} />
      <Box sx={{ p: 2 }} aria-label="Signed in as" role="group">
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{account.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {account.email}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {ROLE_LABEL[account.role]} · {cinemasLabel(account)}
        </Typography>
        <Button variant="outlined" size="small" onClick={clearSession} sx={{ mt: 1.5 }}>
          Sign out
        </Button>
      </Box>
    </Box>
  );
}
