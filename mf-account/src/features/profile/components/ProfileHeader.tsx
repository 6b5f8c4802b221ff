import { Icon, type UserProfile } from '@reeltime/shared-lib';
import { Panel } from '../../../components/Panel';
import './profileHeader.css';

export function ProfileHeader({
  profile,
  refreshing,
  onRefresh,
}: {
  profile: UserProfile;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const initial = profile.username.trim().charAt(0).toUpperCase() || '?';
  return (
    <Panel as="div" className="rt-ac-profile-head">
      {/* The round badge with the customer's initial. */}
      <div aria-hidden className="rt-ac-profile-head__badge">
        {initial}
      </div>
      <div className="rt-ac-profile-head__names">
        <h1 className="rt-ac-profile-head__name">{profile.username}</h1>
        <p className="rt-ac-profile-head__email">{profile.email}</p>
      </div>
      <button
        type="button"
        className="rt-btn rt-btn--outlined rt-btn--inherit"
        disabled={refreshing}
        onClick={onRefresh}
      >
        <Icon name="Refresh" />
        Refresh
      </button>
    </Panel>
  );
}
