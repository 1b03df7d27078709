import type { User } from '@/entities/user';
import { ChangePasswordForm } from './ChangePasswordForm';
import { NotificationCard } from './NotificationCard';
import { ProfileDetailsCard } from './ProfileDetailsCard';

/** Tabs1: details and notifications on the left, password on the right (one column when narrow). */
export function PersonalProfileTab({ user }: { user: User }) {
  return (
    <div className="profile-grid">
      <div className="profile-grid__col">
        <ProfileDetailsCard user={user} />
        <NotificationCard user={user} />
      </div>
      <div className="profile-grid__col">
        <section className="card profile-card" aria-labelledby="profile-password-title">
          <header className="profile-card__header">
            <h2 className="profile-card__title" id="profile-password-title">
              Change password
            </h2>
            <p className="profile-card__subtitle">Other devices are signed out when your password changes.</p>
          </header>
          <ChangePasswordForm />
        </section>
      </div>
    </div>
  );
}
