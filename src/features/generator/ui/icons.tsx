import type { SVGProps } from 'react';

/** Icons the shared set lacks, drawn like it (24-unit stroke icons). */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function make(paths: React.ReactNode) {
  return function Icon({ size = 18, ...rest }: IconProps) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden {...rest}>
        {paths}
      </svg>
    );
  };
}

export const CopyIcon = make(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);
export const MessageIcon = make(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z" />);
export const RefreshIcon = make(
  <>
    <path d="M20 11a8 8 0 0 0-14.9-3.5L3 10" />
    <path d="M3 4v6h6M4 13a8 8 0 0 0 14.9 3.5L21 14" />
    <path d="M21 20v-6h-6" />
  </>,
);
export const PlusIcon = make(<path d="M12 5v14M5 12h14" />);
export const RobotIcon = make(
  <>
    <rect x="4" y="8" width="16" height="12" rx="3" />
    <path d="M12 4v4M9 13v1M15 13v1M9 17h6" />
  </>,
);
