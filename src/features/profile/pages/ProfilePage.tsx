import { useCurrentUser } from '@/entities/user';
import { Button, PageLoading } from '@/shared/ui';
import { PrivacyPolicy, TermsOfUse } from '@/shared/legal';
import { PROFILE_MSG } from '../model/messages';
import { toProfileTab, type ProfileTab } from '../model/tabs';
import { BillingTab } from '../ui/BillingTab';
import { PersonalProfileTab } from '../ui/PersonalProfileTab';
import { ProfileTabs, panelId, tabId } from '../ui/ProfileTabs';
import '../ui/profile.css';

/** /profile?tab=Tabs1..Tabs4 (profile, billing and credits, privacy, terms). The router validates `tab`; anything else is Tabs1. */
export function ProfilePage({ tab: requested }: { tab: ProfileTab }) {
  const tab = toProfileTab(requested);
  return (
    <div className="profile-page">
      <ProfileTabs current={tab} />
      <div className="profile-page__panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'Tabs3' ? <PrivacyPolicy /> : tab === 'Tabs4' ? <TermsOfUse /> : <UserTab tab={tab} />}
      </div>
    </div>
  );
}

/** The two tabs that need the signed-in user. */
function UserTab({ tab }: { tab: 'Tabs1' | 'Tabs2' }) {
  const { user, isLoading, error, refetch } = useCurrentUser();
  if (user) return tab === 'Tabs2' ? <BillingTab user={user} /> : <PersonalProfileTab user={user} />;
  if (isLoading) return <PageLoading />;
  return (
    <div className="card profile-load-error" role="alert">
      <p>{PROFILE_MSG.loadFailed}</p>
      {error ? (
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

export default ProfilePage;
