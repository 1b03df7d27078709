import type { CSSProperties } from 'react';
import './skeleton.css';

/**
 * A grey shimmering placeholder of a fixed size, shown while content loads so nothing jumps when it
 * arrives. Hidden from screen readers unless it has a `label`, then it is a status of that name.
 */
export function Skeleton({
  width = '100%',
  height = 14,
  radius,
  className,
  label,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number;
  className?: string;
  label?: string;
}) {
  const style: CSSProperties = { width, height, borderRadius: radius };
  const a11y = label ? ({ role: 'status', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
  return <span className={['skeleton', className].filter(Boolean).join(' ')} style={style} {...a11y} />;
}
