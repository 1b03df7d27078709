import { Link } from '@tanstack/react-router';

/** The Log In / Create account switch at the top of both cards: links between the two routes. */
export function AuthTabs({ current }: { current: 'login' | 'create-account' }) {
  return (
    <nav className="auth-tabs" aria-label="Account">
      <Link to="/login" className="auth-tabs__tab" aria-current={current === 'login' ? 'page' : undefined}>
        Log In
      </Link>
      <Link to="/create-account" className="auth-tabs__tab" aria-current={current === 'create-account' ? 'page' : undefined}>
        Create account
      </Link>
    </nav>
  );
}
