import { useMatches } from '@tanstack/react-router';
import type { User } from '@/entities/user';
import { CloseIcon, MenuIcon } from '@/shared/ui';
import { PAGE_ICONS } from './page-icons';
import { UserMenu } from './UserMenu';

interface HeaderProps {
  user: User;
  compact: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Top header: sidebar toggle (small screens), the page title and icon, the user menu. */
export function Header({ user, compact, sidebarOpen, onToggleSidebar, onLogout, loggingOut }: HeaderProps) {
  const matches = useMatches();
  const meta = [...matches].reverse().find((m) => m.staticData?.meta)?.staticData.meta;
  const Icon = meta ? PAGE_ICONS[meta.icon] : null;
  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-btn app-header__toggle"
        aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={sidebarOpen}
        aria-controls="app-sidebar"
        onClick={onToggleSidebar}
        data-compact={compact || undefined}
      >
        {sidebarOpen ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div className="app-header__title" data-testid="page-title">
        {Icon ? (
          <span className="app-header__icon" aria-hidden>
            <Icon size={20} />
          </span>
        ) : null}
        <span>{meta?.title}</span>
      </div>
      <UserMenu user={user} onLogout={onLogout} loggingOut={loggingOut} />
    </header>
  );
}
