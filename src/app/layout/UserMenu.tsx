import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { User } from '@/entities/user';
import { Avatar, ChevronDownIcon } from '@/shared/ui';
import { loadOnce } from '@/shared/lib/load-once';
import type { UserMenuPanelProps } from './UserMenuPanel';

interface UserMenuProps {
  user: User;
  onLogout: () => void;
  loggingOut: boolean;
}

type Panel = ComponentType<UserMenuPanelProps>;

/** The panel's chunk, asked for on the first intent (a failed load is asked for again on the next). */
const loadPanel = loadOnce<Panel>(() => import('./UserMenuPanel').then((m) => m.UserMenuPanel));

/**
 * The header's user menu: photo/avatar/initials and name; the menu holds the
 * credits bar, Plans, Personal profile, Privacy Policy, Terms of Use and Log Out.
 * A menu button: Enter/Space/ArrowDown open it and focus the first item, arrows and Home/End
 * move, Escape closes and returns focus, Tab or a click outside closes it.
 *
 * The panel (UserMenuPanel.tsx) is its own chunk, asked for on the first sign of intent: the
 * pointer entering the button, focus on it, or a press (decision 065). A menu opened before it has
 * arrived opens as soon as it is there (aria-expanded turns true then); Escape or a click outside
 * in the meantime cancels the opening.
 */
export function UserMenu({ user, onLogout, loggingOut }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<Panel | null>(() => loadPanel.loaded);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuId = useId();
  const shown = open && Panel !== null;

  const wantPanel = () => {
    if (Panel) return;
    loadPanel().then(
      (loaded) => setPanel(() => loaded),
      // Not there (offline): the menu stays closed, and the next intent asks again.
      () => setOpen(false),
    );
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
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
      if (shown) {
        const list = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
        (e.key === 'ArrowDown' ? list[0] : list[list.length - 1])?.focus();
      } else {
        focusOnOpen.current = e.key === 'ArrowDown' ? 'first' : 'last';
        wantPanel();
        setOpen(true);
      }
    }
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={shown}
        aria-controls={shown ? menuId : undefined}
        aria-label={`Account menu for ${user.name || user.email}`}
        onPointerEnter={wantPanel}
        onFocus={wantPanel}
        onPointerDown={wantPanel}
        onClick={() => {
          // What the reader sees decides: a press while the panel is still on its way keeps it coming.
          focusOnOpen.current = shown ? null : 'first';
          if (!shown) wantPanel();
          setOpen(!shown);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar name={user.name || user.email} photo={user.profilePhoto} avatar={user.avatar} />
        <span className="user-menu__name">{user.name || user.email}</span>
        <ChevronDownIcon size={16} className="user-menu__chevron" />
      </button>

      {shown ? (
        <Panel
          user={user}
          id={menuId}
          menuRef={menuRef}
          focusOnOpen={focusOnOpen}
          onClose={() => setOpen(false)}
          onLogout={onLogout}
          loggingOut={loggingOut}
        />
      ) : null}
    </div>
  );
}
