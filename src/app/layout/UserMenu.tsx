import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { CreditsBar, LowCreditsWarning, type User } from '@/entities/user';
import { Avatar, ChevronDownIcon, CoinsIcon, CrownIcon, FileIcon, LogOutIcon, ShieldIcon, UserIcon } from '@/shared/ui';

interface UserMenuProps {
  user: User;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * The header's user menu: photo/avatar/initials and name; the menu holds the
 * credits bar, Plans, Personal profile, Privacy Policy, Terms of Use and Log Out.
 * A menu button: Enter/Space/ArrowDown open it and focus the first item, arrows and Home/End
 * move, Escape closes and returns focus, Tab or a click outside closes it.
 */
export function UserMenu({ user, onLogout, loggingOut }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) {
      const list = items();
      (target === 'first' ? list[0] : list[list.length - 1])?.focus();
    }
    const onPointerDown = (e: MouseEvent | TouchEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close(true);
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusOnOpen.current = e.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const list = items();
        (e.key === 'ArrowDown' ? list[0] : list[list.length - 1])?.focus();
      } else setOpen(true);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(index + 1);
    else if (e.key === 'ArrowUp') move(index - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Tab') setOpen(false);
  };

  const planName = user.subscribedPlanName || 'Free';
  const itemProps = { role: 'menuitem', tabIndex: -1, onClick: () => setOpen(false) } as const;

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${user.name || user.email}`}
        onClick={() => {
          focusOnOpen.current = open ? null : 'first';
          setOpen((v) => !v);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar name={user.name || user.email} photo={user.profilePhoto} avatar={user.avatar} />
        <span className="user-menu__name">{user.name || user.email}</span>
        <ChevronDownIcon size={16} className="user-menu__chevron" />
      </button>

      {open ? (
        <div className="user-menu__panel" role="menu" id={menuId} aria-label="Account" ref={menuRef} onKeyDown={onMenuKeyDown}>
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
              setOpen(false);
              onLogout();
            }}
          >
            <LogOutIcon size={18} />
            <span className="user-menu__item-label">Log Out</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
