import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { Link } from '@tanstack/react-router';
import { CreditsBar, LowCreditsWarning, type User } from '@/entities/user';
import { Avatar, CoinsIcon, CrownIcon, FileIcon, LogOutIcon, ShieldIcon, UserIcon } from '@/shared/ui';
import './user-menu-panel.css';

export interface UserMenuPanelProps {
  user: User;
  id: string;
  menuRef: RefObject<HTMLDivElement | null>;
  /** The item to focus once the panel is there: the menu was opened from the keyboard or by a click. */
  focusOnOpen: RefObject<'first' | 'last' | null>;
  /** Closes the menu without moving focus (an item chosen, Tab). */
  onClose: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The panel's menu items. */
function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * The user menu's open panel (UserMenu.tsx): the credits bar, Plans, Personal profile, Privacy
 * Policy, Terms of Use and Log Out. Its own chunk, loaded when the menu button is first pointed at,
 * focused or pressed (decision 065). Arrows and Home/End move between the items, Tab closes it.
 */
export function UserMenuPanel({ user, id, menuRef, focusOnOpen, onClose, onLogout, loggingOut }: UserMenuPanelProps) {
  useEffect(() => {
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) {
      const list = menuItems(menuRef.current);
      (target === 'first' ? list[0] : list[list.length - 1])?.focus();
    }
  }, [focusOnOpen, menuRef]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(index + 1);
    else if (e.key === 'ArrowUp') move(index - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Tab') onClose();
  };

  const planName = user.subscribedPlanName || 'Free';
  const itemProps = { role: 'menuitem', tabIndex: -1, onClick: onClose } as const;

  return (
    <div className="user-menu__panel" role="menu" id={id} aria-label="Account" ref={menuRef} onKeyDown={onKeyDown}>
      <div className="user-menu__who" role="none">
        <Avatar name={user.name || user.email} photo={user.profilePhoto} avatar={user.avatar} />
        <div className="user-menu__who-text">
          <strong>{user.name}</strong>
          <span>{user.email}</span>
        </div>
      </div>

      <Link
        to="/profile"
        search={{ tab: 'Tabs2' }}
        className="user-menu__credits"
        aria-label={`Credits: ${user.availableCredits} out of ${user.totalCredits}`}
        {...itemProps}
      >
        <span className="user-menu__credits-head">
          <span className="user-menu__credits-label">
            <CoinsIcon size={16} /> Credits
          </span>
          <span className="user-menu__credits-value">
            {user.availableCredits} / {user.totalCredits}
          </span>
        </span>
        <CreditsBar user={user} warn={false} />
      </Link>
      {/* Outside the credits link (no link inside a link); its 'Get more credits' is a menu item of its own. */}
      <div className="user-menu__credits-low" role="none">
        <LowCreditsWarning user={user} linkProps={itemProps} />
      </div>

      <div className="user-menu__sep" role="separator" />

      <Link to="/plans" className="user-menu__item" {...itemProps}>
        <CrownIcon size={18} />
        <span className="user-menu__item-label">Plans</span>
        <span className="badge">{planName}</span>
      </Link>
      <Link to="/profile" search={{ tab: 'Tabs1' }} className="user-menu__item" {...itemProps}>
        <UserIcon size={18} />
        <span className="user-menu__item-label">Personal profile</span>
      </Link>
      <Link to="/profile" search={{ tab: 'Tabs3' }} className="user-menu__item" {...itemProps}>
        <ShieldIcon size={18} />
        <span className="user-menu__item-label">Privacy Policy</span>
      </Link>
      <Link to="/profile" search={{ tab: 'Tabs4' }} className="user-menu__item" {...itemProps}>
        <FileIcon size={18} />
        <span className="user-menu__item-label">Terms of Use</span>
      </Link>

      <div className="user-menu__sep" role="separator" />

      <button
        type="button"
        className="user-menu__item user-menu__item--danger"
        role="menuitem"
        tabIndex={-1}
        disabled={loggingOut}
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <LogOutIcon size={18} />
        <span className="user-menu__item-label">Log Out</span>
      </button>
    </div>
  );
}
