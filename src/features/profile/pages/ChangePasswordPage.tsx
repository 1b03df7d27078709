import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowRightIcon } from '@/shared/ui';
import { ChangePasswordForm } from '../ui/ChangePasswordForm';
import '../ui/profile.css';

/** /change-password: the password form on its own, outside the main layout; done -> back to the profile. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  return (
    <main className="change-password-page">
      <section className="card change-password-page__card" aria-labelledby="change-password-title">
        <Link to="/profile" search={{ tab: 'Tabs1' }} className="change-password-page__back">
          <ArrowRightIcon size={16} className="flip" /> Back to profile
        </Link>
        <p className="change-password-page__brand">Subreddit Signal</p>
        <h1 className="change-password-page__title" id="change-password-title">
          Change password
        </h1>
        <p className="profile-card__subtitle">
          Enter your current password, then choose a new one of at least 8 characters. Other devices will be signed out.
        </p>
        <ChangePasswordForm onChanged={() => void navigate({ to: '/profile', search: { tab: 'Tabs1' } })} />
      </section>
    </main>
  );
}

export default ChangePasswordPage;
