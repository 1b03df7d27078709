import { Component, useId, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/shared/ui';

interface BoundaryProps {
  /** Names the section in the fallback ('Top 10 posts could not be shown'). */
  name: string;
  children: ReactNode;
}

/**
 * Keeps one broken section (an unexpected shape in one part of the answer) from blanking the whole
 * page: the section shows a short note and can be tried again; the rest of the page stays.
 */
export class SectionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Analysis section "${this.props.name}" failed to render`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="section-error" role="alert">
        <p>{`${this.props.name} could not be shown.`}</p>
        <Button variant="secondary" size="sm" onClick={() => this.setState({ failed: false })}>
          Try again
        </Button>
      </div>
    );
  }
}

interface SectionProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Controls on the right of the title (toggles, selectors, buttons). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card (a landmark region named by its heading) with its own error boundary. */
export function Section({ title, subtitle, actions, children, className }: SectionProps) {
  const titleId = useId();
  return (
    <section className={['card', 'analysis-section', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="analysis-section__head">
        <div className="analysis-section__titles">
          <h2 className="analysis-section__title" id={titleId}>
            {title}
          </h2>
          {subtitle ? <p className="analysis-section__subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div className="analysis-section__actions">{actions}</div> : null}
      </div>
      <SectionBoundary name={title}>{children}</SectionBoundary>
    </section>
  );
}
