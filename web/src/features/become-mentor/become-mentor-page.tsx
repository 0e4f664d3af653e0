import { PageFrame } from '../../components/page-frame.tsx';

export function BecomeMentorPage() {
  return (
    <PageFrame
      title="Host Group Sessions"
      description="Built your own income? Apply to become a mentor and host free group sessions for people starting out."
    />
  );
}
