import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/page-sections.tsx';

/** One titled part of a notice people agree to (the privacy notice, the terms of use): a heading and plain text. */
export function NoticeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className="mt-10">
      <div className="mt-3 grid gap-3 text-neutral-800">{children}</div>
    </TitledSection>
  );
}
