import { useEffect, useRef, type ReactNode } from 'react';
import { resolveApiUrl } from '../config';

export function Spinner({ large, label = 'Loading' }: { large?: boolean; label?: string }) {
  return <span className={large ? 'spinner spinner--lg' : 'spinner'} role="status" aria-label={label} />;
}

export function PageLoading() {
  return (
    <div className="page-loading">
      <Spinner large />
    </div>
  );
}

export function Checkbox({ label, error, ...rest }: React.InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string | false }) {
  return (
    <div className="field">
      <label className="checkbox">
        <input type="checkbox" {...rest} aria-invalid={error ? true : undefined} />
        <span>{label}</span>
      </label>
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function Switch({ checked, onChange, label, disabled }: { checked: boolean; onChange: (next: boolean) => void; label: string; disabled?: boolean }) {
  return <button type="button" role="switch" className="switch" aria-checked={checked} aria-label={label} disabled={disabled} onClick={() => onChange(!checked)} />;
}

/** Photo when there is one, else the provider avatar, else initials. */
export function Avatar({ name, photo, avatar, large }: { name?: string | null; photo?: string | null; avatar?: string | null; large?: boolean }) {
  const src = resolveApiUrl(photo) ?? avatar ?? null;
  const initials = (name ?? '?')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return <span className={large ? 'avatar avatar--lg' : 'avatar'}>{src ? <img src={src} alt={name ?? 'Profile photo'} /> : initials || '?'}</span>;
}

/** Accessible dialog: Escape and backdrop click close it; focus moves into it on open. */
export function Modal({
  open,
  title,
  onClose,
  children,
  labelledBy,
  wide,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  labelledBy?: string;
  /** For long content such as the legal texts. */
  wide?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    ref.current?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  const titleId = labelledBy ?? 'modal-title';
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={wide ? 'modal modal--wide' : 'modal'} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={ref}>
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
