import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title.ts';

/**
 * The frame every screen sits in: one h1, a one-line description of what the page is for,
 * and the page's own content below. Also sets the document title.
 */
export function PageFrame({
  title,
  description,
  eyebrow,
  children,
}: {
  title: string;
  description: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      {eyebrow}
      <h1 className="text-3xl font-bold tracking-tight text-lilac-950 sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">{description}</p>
      {children}
    </div>
  );
}
