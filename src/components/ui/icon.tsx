/** Inline icons: decorative (aria-hidden); the control that holds one carries the name. */
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Icon({ size = 24, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const filled = (d: string) => (p: IconProps) => (
  <Icon fill="currentColor" stroke="none" {...p}>
    <path d={d} />
  </Icon>
);
