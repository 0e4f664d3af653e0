import { PageFrame } from '../../components/page-frame.tsx';

export function SuccessStoriesPage() {
  return (
    <PageFrame
      title="Success Stories"
      description="Real South Africans who built new income streams with guidance from a mentor."
    />
  );
}
