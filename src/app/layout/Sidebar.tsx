import { forwardRef } from 'react';
import { Link } from '@tanstack/react-router';
import { isFreeUser, type User } from '@/entities/user';
import { CloseIcon, CrownIcon, LogOutIcon } from '@/shared/ui';
import { isNavActive, MAIN_NAV, PRO_NAV, type NavItem } from './nav';

interface SidebarProps {
  user: User;
  pathname: string;
  /** Small screens: the sidebar is an overlay that can be closed. */
  compact: boolean;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

function NavLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isNavActive(item, pathname);
  const Icon = item.icon;
  return (
    <li>
      <Link
        to={item.to}
        className={active ? 'sidebar__link is-active' : 'sidebar__link'}
        activeProps={{}}
        aria-current={active ? 'page' : undefined}
      >
        <Icon size={20} />
        <span>{item.label}</span>
      </Link>
    </li>
  );
}

/** The signed-in sidebar: main entries, 'Pro Features', the Get Pro box for free users, Log Out. */
export const Sidebar = forwardRef<HTMLElement, SidebarProps>(function Sidebar(
  { user, pathname, compact, open, onClose, onLogout, loggingOut },
  ref,
) {
  const hidden = compact && !open;
  return (
    <aside
      ref={ref}
      id="app-sidebar"
      className="sidebar"
      data-open={open || undefined}
      aria-label="Main navigation"
      inert={hidden || undefined}
      aria-hidden={hidden || undefined}
      tabIndex={-1}
    >
      <div className="sidebar__brand">
        <Link to="/home" className="brand" aria-label="Subreddit Signal home">
          <span className="brand__mark" aria-hidden>
            <svg viewBox="0 0 32 32" width="32" height="32">
              <rect width="32" height="32" rx="9" fill="currentColor" />
              <path
                d="M9 20.5c2.2 1.9 4.5 2.8 7 2.8s4.8-.9 7-2.8M10.5 13.5a2 2 0 1 0 0 .01M21.5 13.5a2 2 0 1 0 0 .01M16 9l1.6-4 4.4 1"
                stroke="#fff"
                strokeWidth="2"
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <span className="brand__name">
            Subreddit <strong>Signal</strong>
          </span>
        </Link>
        {compact ? (
          <button type="button" className="icon-btn sidebar__close" onClick={onClose} aria-label="Close menu">
            <CloseIcon />
          </button>
        ) : null}
      </div>

      <nav className="sidebar__nav" aria-label="Sections">
        <ul className="sidebar__list">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} item={item} pathname={pathname} />
          ))}
        </ul>
        <p className="sidebar__group" id="sidebar-pro-group">
          Pro Features
        </p>
        <ul className="sidebar__list" aria-labelledby="sidebar-pro-group">
          {PRO_NAV.map((item) => (
            <NavLink key={item.to} item={item} pathname={pathname} />
          ))}
        </ul>
      </nav>

      <div className="sidebar__footer">
        {isFreeUser(user) ? (
          <section className="get-pro" aria-label="Upgrade">
            <span className="get-pro__icon" aria-hidden>
              <CrownIcon size={18} />
            </span>
            <p className="get-pro__text">Unlock Pro features now!</p>
            <Link to="/plans" className="btn btn--primary btn--sm btn--block">
              Get Pro
            </Link>
          </section>
        ) : null}
        <button type="button" className="sidebar__link sidebar__logout" onClick={onLogout} disabled={loggingOut}>
          <LogOutIcon size={20} />
          <span>Log Out</span>
        </button>
      </div>
    </aside>
  );
});
