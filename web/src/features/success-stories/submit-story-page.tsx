import { PageFrame } from '../../components/page-frame.tsx';

export function SubmitStoryPage() {
  return (
    <PageFrame
      title="Share Your Success Story"
      description="Tell others how your income changed so your story can encourage the next person starting out."
    />
  );
}
