import type { ReactNode } from 'react';
import { Button } from '@/shared/ui';
import { AlertIcon } from '@/shared/ui';

/** A calm, centred message with an optional action, for empty lists. */
export function EmptyState({ icon, title, children, action }: { icon?: ReactNode; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="an-state">
      {icon ? (
        <span className="an-state__icon" aria-hidden>
          {icon}
        </span>
      ) : null}
      <p className="an-state__title">{title}</p>
      {children ? <p className="an-state__text">{children}</p> : null}
      {action ? <div className="an-state__action">{action}</div> : null}
    </div>
  );
}

/** A load failure in place of the content, with a retry (the toast has already said what failed). */
export function LoadError({ title, detail, onRetry, retrying }: { title: string; detail?: string | null; onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="an-state an-state--error">
      <span className="an-state__icon" aria-hidden>
        <AlertIcon size={22} />
      </span>
      <p className="an-state__title">{title}</p>
      {detail ? <p className="an-state__text">{detail}</p> : null}
      <div className="an-state__action">
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </div>
    </div>
  );
}
