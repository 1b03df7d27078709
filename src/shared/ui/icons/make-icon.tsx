import type { SVGProps } from 'react';

/** A small inline icon set (stroke icons, 20px), so no icon library weighs on the first load. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Makes an icon of the set from its paths; feature icon files use it too, so every icon draws alike. */
export function makeIcon(paths: React.ReactNode) {
  return function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        {...rest}
      >
        {paths}
      </svg>
    );
  };
}
