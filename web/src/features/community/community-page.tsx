import { PageFrame } from '../../components/page-frame.tsx';

export function CommunityPage() {
  return (
    <PageFrame
      title="Community"
      description="Discussion rooms, meetups, videos and resources shared by Income Seekers and Income Creators."
    />
  );
}
