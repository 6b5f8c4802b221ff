import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ContentSkeleton } from '@reeltime/shared-lib/mui';
import { QueryStates } from '../../../components/QueryStates';
import { LoginGate } from '../../session/components/LoginGate';
import { useProfile } from '../api/profile';
import { AccountActions } from './AccountActions';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHeader } from './ProfileHeader';
import { ShowReminders } from './ShowReminders';

function Profile() {
  const { profile, loading, error, saving, reload, save } = useProfile();

  return (
    <QueryStates
      loading={loading && !profile}
      skeleton={<ContentSkeleton shape="profile" label="Loading your profile..." />}
      error={
        error || !profile ? { title: 'Failed to load profile', message: error ?? undefined, onRetry: reload } : null
      }
    >
      {() =>
        profile && (
          <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
            <ProfileHeader profile={profile} refreshing={loading} onRefresh={reload} />
            {/* Remount on refresh so the form starts from the server's values. */}
            <ProfileDetails
              key={`${profile.username}|${profile.gender}`}
              profile={profile}
              saving={saving}
              onSave={save}
            />
            <ShowReminders />
            <AccountActions />
          </Stack>
        )
      }
    </QueryStates>
  );
}

/** `/info`: the logged-in user's profile. */
export function ProfilePage() {
  return (
    <Box sx={{ py: { xs: 2, sm: 4 } }}>
      <LoginGate title="Login Required" message="Please login to view your profile.">
        <Profile />
      </LoginGate>
    </Box>
  );
}
