import { Link } from '@tanstack/react-router';
import { ShieldIcon } from '@/shared/ui';
import './pages.css';

/** /auth-required: reachable by anyone; points the visitor to the login screen. */
export function AuthRequiredPage() {
  return (
    <main className="centered-page">
      <section className="card centered-page__card" aria-labelledby="auth-required-title">
        <span className="centered-page__icon">
          <ShieldIcon size={28} />
        </span>
        <h1 id="auth-required-title">Please log in to continue</h1>
        <p>You need to be signed in to use this part of Subreddit Signal.</p>
        <Link to="/login" className="btn btn--primary btn--block">
          Log In
        </Link>
      </section>
    </main>
  );
}
