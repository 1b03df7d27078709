import type { User } from '@/entities/user';
import { errorMessage } from '@/shared/api';
import { notify } from '@/shared/toast';
import { Switch } from '@/shared/ui';
import { useChangeNotification } from '../api/profile';
import { PROFILE_MSG } from '../model/messages';

/** The notification toggle: flips at once, reverts with an error toast if the server refuses. */
export function NotificationCard({ user }: { user: User }) {
  const change = useChangeNotification();
  const onToggle = (next: boolean) =>
    change.mutate(next, {
      onSuccess: () => notify.success(PROFILE_MSG.notificationChanged),
      onError: (err) => notify.error(errorMessage(err, PROFILE_MSG.notificationFailed)),
    });

  return (
    <section className="card profile-card" aria-labelledby="profile-notifications-title">
      <header className="profile-card__header">
        <h2 className="profile-card__title" id="profile-notifications-title">
          Notifications
        </h2>
      </header>
      <div className="profile-setting">
        <div>
          <p className="profile-setting__label" id="profile-notifications-label">
            Email notifications
          </p>
          <p className="profile-setting__hint">Account notices, credit updates and product news, sent to {user.email}.</p>
        </div>
        <Switch checked={user.enableNotification} onChange={onToggle} label="Email notifications" disabled={change.isPending} />
      </div>
    </section>
  );
}
