import { PageFrame } from '../../../components/PageFrame';
import { QueryStates } from '@reeltime/shared-lib';
import { LoginGate } from '../../session/components/LoginGate';
import { useProfile } from '../api/profile';
import { AccountActions } from './AccountActions';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSkeleton } from './ProfileSkeleton';
import { ShowReminders } from './ShowReminders';
import './profilePage.css';

function Profile() {
  const { profile, loading, error, saving, reload, save } = useProfile();

  return (
    <QueryStates
      loading={loading && !profile}
      skeleton={<ProfileSkeleton />}
      error={
        error || !profile ? { title: 'Failed to load profile', message: error ?? undefined, onRetry: reload } : null
      }
    >
      {() =>
        profile && (
          <div className="rt-ac-profile">
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
          </div>
        )
      }
    </QueryStates>
  );
}

/** `/info`: the logged-in user's profile. */
export function ProfilePage() {
  return (
    <PageFrame>
      <LoginGate title="Login Required" message="Please login to view your profile.">
        <Profile />
      </LoginGate>
    </PageFrame>
  );
}
