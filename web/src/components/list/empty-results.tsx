import type { ReactNode } from 'react';

/** What a list says when it has nothing (its status, for screen readers too), and the one thing to do next. */
export function EmptyResults({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-lilac-100 bg-white p-6 text-center sm:p-8">
      <p role="status" className="text-xl font-bold text-lilac-950">
        {title}
      </p>
      <p className="mx-auto mt-2 max-w-xl text-neutral-700">{text}</p>
      {children}
    </div>
  );
}
