import type { ReactNode } from 'react';

/** An empty list: a short message, and optionally a way onward. */
export function EmptyState({ message, children, className = '' }: { message: string; children?: ReactNode; className?: string }) {
  return (
    <div className={`flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 px-6 py-14 text-center ${className}`}>
      <p className="text-lg text-stone-600">{message}</p>
      {children}
    </div>
  );
}
