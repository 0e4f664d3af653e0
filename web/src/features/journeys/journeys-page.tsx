import { PageFrame } from '../../components/page-frame.tsx';

export function JourneysPage() {
  return (
    <PageFrame
      title="Journeys"
      description="Guided paths to an income, each with mentors who have walked it and sessions to help you start."
    />
  );
}
