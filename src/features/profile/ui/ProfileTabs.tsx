import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { FileIcon, ShieldIcon, UserIcon, CoinsIcon, useScrollHint } from '@/shared/ui';
import { PROFILE_TABS, PROFILE_TAB_LABELS, type ProfileTab } from '../model/tabs';
import '@/shared/ui/tabs.css';

const ICONS: Record<ProfileTab, typeof UserIcon> = { Tabs1: UserIcon, Tabs2: CoinsIcon, Tabs3: ShieldIcon, Tabs4: FileIcon };

export const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
export const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

/** The tab strip: links to /profile?tab=…, so each tab has its own address and history entry. */
export function ProfileTabs({ current }: { current: ProfileTab }) {
  const strip = useRef<HTMLDivElement>(null);
  useScrollHint(strip);
  // On narrow screens the strip scrolls sideways: keep the current tab in view.
  useEffect(() => {
    const el = strip.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <div className="tabs profile-tabs scroll-hint" role="tablist" aria-label="Profile sections" ref={strip}>
      {PROFILE_TABS.map((tab) => {
        const Icon = ICONS[tab];
        const selected = tab === current;
        return (
          <Link
            key={tab}
            to="/profile"
            search={{ tab }}
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={selected ? panelId(tab) : undefined}
            className="tab profile-tabs__tab"
          >
            <Icon size={16} />
            {PROFILE_TAB_LABELS[tab]}
          </Link>
        );
      })}
    </div>
  );
}
