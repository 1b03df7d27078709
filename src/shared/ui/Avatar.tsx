import { resolveApiUrl } from '../config';
import './avatar.css';

/** Photo when there is one, else the provider avatar, else initials. */
export function Avatar({
  name,
  photo,
  avatar,
  large,
}: {
  name?: string | null;
  photo?: string | null;
  avatar?: string | null;
  large?: boolean;
}) {
  const src = resolveApiUrl(photo) ?? avatar ?? null;
  const initials = (name ?? '?')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <span className={large ? 'avatar avatar--lg' : 'avatar'}>
      {src ? <img src={src} alt={name ?? 'Profile photo'} /> : initials || '?'}
    </span>
  );
}
