import { Suspense, type ReactNode } from 'react';
import { useCurrentUser, type User } from '@/entities/user';
import { Button, PageLoading } from '@/shared/ui';
import { PrivacyPolicy, TermsOfUse } from '@/shared/legal';
import { PROFILE_MSG } from '../model/messages';
import { toProfileTab, type ProfileTab } from '../model/tabs';
import { PersonalProfileTab } from '../ui/PersonalProfileTab';
import { ProfileTabs, panelId, tabId } from '../ui/ProfileTabs';
import '../ui/profile.css';

export interface ProfilePageProps {
  tab: ProfileTab;
  /**
   * Tabs2, Billing and credits, belongs to the billing slice: slices do not import each other, so
   * the app layer (src/app/router.tsx) passes it in, and this page only places it.
   */
  billingTab: (user: User) => ReactNode;
}

/** /profile?tab=Tabs1..Tabs4 (profile, billing and credits, privacy, terms). The router validates `tab`; anything else is Tabs1. */
export function ProfilePage({ tab: requested, billingTab }: ProfilePageProps) {
  const tab = toProfileTab(requested);
  return (
    <div className="profile-page">
      <ProfileTabs current={tab} />
      <div className="profile-page__panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'Tabs3' ? <PrivacyPolicy /> : tab === 'Tabs4' ? <TermsOfUse /> : <UserTab tab={tab} billingTab={billingTab} />}
      </div>
    </div>
  );
}

/** The two tabs that need the signed-in user. */
function UserTab({ tab, billingTab }: { tab: 'Tabs1' | 'Tabs2'; billingTab: ProfilePageProps['billingTab'] }) {
  const { user, isLoading, error, refetch } = useCurrentUser();
  // The billing tab may be a lazily loaded chunk: it waits here, inside the panel, not in place of the page.
  if (user)
    return tab === 'Tabs2' ? <Suspense fallback={<PageLoading />}>{billingTab(user)}</Suspense> : <PersonalProfileTab user={user} />;
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
