import type { CSSProperties } from 'react';

/** A grey placeholder block of a fixed size, shown while data loads so nothing jumps when it arrives. */
export function Skeleton({ width = '100%', height = 14, radius, className }: { width?: number | string; height?: number | string; radius?: number; className?: string }) {
  const style: CSSProperties = { width, height, borderRadius: radius };
  return <span className={['an-skel', className].filter(Boolean).join(' ')} style={style} aria-hidden />;
}
