import type { ReactNode } from 'react';

/**
 * A number read as one: an order or tracking number, a date, a phone, a postcode. It never breaks
 * across two lines (a browser may otherwise put "LB-" on one line and "000001" on the next), and
 * keeps its own direction inside either language's text.
 */
export function Unbroken({ children, dir }: { children?: ReactNode; dir?: 'ltr' }) {
  return (
    <bdi dir={dir} className="whitespace-nowrap">
      {children}
    </bdi>
  );
}
