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

/** A translated sentence with `value` in it, that value kept unbroken where the translation put it. */
export function WithUnbroken({ text, value }: { text: string; value: string }) {
  const at = text.indexOf(value);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Unbroken>{value}</Unbroken>
      {text.slice(at + value.length)}
    </>
  );
}
