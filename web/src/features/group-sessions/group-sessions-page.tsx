import { PageFrame } from '../../components/page-frame.tsx';

export function GroupSessionsPage() {
  return (
    <PageFrame
      title="Group Sessions"
      description="Free group mentorship sessions: join one, or create one if you are a mentor."
    />
  );
}
