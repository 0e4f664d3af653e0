import { PageFrame } from '../../components/page-frame.tsx';

export function CoachingChatPage() {
  return (
    <PageFrame
      title="Coaching Chat"
      description="Talk one-on-one with your coach; this needs an active coaching subscription."
    />
  );
}
