import { PageFrame } from '../../components/page-frame.tsx';

export function MentorsPage() {
  return (
    <PageFrame
      title="Attend Group Sessions"
      description="Find a mentor who has built the kind of income you want, and join their free group sessions."
    />
  );
}
