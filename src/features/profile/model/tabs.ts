import { DEFAULT_PROFILE_TAB, PROFILE_TABS, type ProfileTab } from '@/shared/lib/search-params';

/** The four /profile tabs, chosen by `?tab=` (Tabs1 to Tabs4); the router validates the name. */
export { PROFILE_TABS, type ProfileTab };

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  Tabs1: 'Personal Profile',
  Tabs2: 'Billing and credits',
  Tabs3: 'Privacy Policy',
  Tabs4: 'Terms of Use',
};

/** Defensive copy of the router's rule for direct renders: anything else is the personal profile. */
export const toProfileTab = (value: unknown): ProfileTab =>
  typeof value === 'string' && (PROFILE_TABS as readonly string[]).includes(value) ? (value as ProfileTab) : DEFAULT_PROFILE_TAB;
