import type { ReactNode } from 'react';
import { Button } from './Button';
import { AlertIcon } from './icons';
import './state-panel.css';

export interface StatePanelProps {
  title: ReactNode;
  /** The line under the title. */
  children?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
  /** The failure look (a red icon, or a red border and text on a page card). */
  error?: boolean;
  /** Announced at once (role alert) when it appears. */
  alert?: boolean;
  /**
   * 'inline' (default): centred in a list or panel, its title a paragraph. 'page': a card standing
   * in for a whole page's content, its title a level-2 heading.
   */
  variant?: 'inline' | 'page';
}

/** A message in place of content: nothing there yet, nothing found, or a load that failed. */
export function StatePanel({ title, children, icon, action, error, alert, variant = 'inline' }: StatePanelProps) {
  const Title = variant === 'page' ? 'h2' : 'p';
  const className = ['state-panel', `state-panel--${variant}`, variant === 'page' && 'card', error && 'state-panel--error']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} role={alert ? 'alert' : undefined}>
      {icon ? (
        <span className="state-panel__icon" aria-hidden>
          {icon}
        </span>
      ) : null}
      <Title className="state-panel__title">{title}</Title>
      {children ? <p className="state-panel__text">{children}</p> : null}
      {action ? <div className="state-panel__action">{action}</div> : null}
    </div>
  );
}

/** A calm, centred message with an optional action, for an empty list or nothing made yet. */
export function EmptyState({ icon, title, children, action }: Pick<StatePanelProps, 'icon' | 'title' | 'children' | 'action'>) {
  return (
    <StatePanel icon={icon} title={title} action={action}>
      {children}
    </StatePanel>
  );
}

/**
 * A failure in place of the content, with 'Try again' (and any further action given as children).
 * Inline it shows the alert icon; the toast, where there is one, has already said what failed.
 */
export function ErrorState({
  title,
  detail,
  onRetry,
  retrying,
  retryLabel = 'Try again',
  alert,
  variant,
  children,
}: {
  title: ReactNode;
  detail?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  retryLabel?: string;
  alert?: boolean;
  variant?: StatePanelProps['variant'];
  children?: ReactNode;
}) {
  const retry = onRetry ? (
    <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
      {retryLabel}
    </Button>
  ) : null;
  return (
    <StatePanel
      error
      alert={alert}
      variant={variant}
      icon={variant === 'page' ? undefined : <AlertIcon size={22} />}
      title={title}
      action={
        retry || children ? (
          <>
            {retry}
            {children}
          </>
        ) : undefined
      }
    >
      {detail}
    </StatePanel>
  );
}
