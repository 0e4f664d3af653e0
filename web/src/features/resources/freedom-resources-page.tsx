import { PageFrame } from '../../components/page-frame.tsx';

export function FreedomResourcesPage() {
  return (
    <PageFrame
      title="Income Seeking Resources"
      description="Trending business opportunities in South Africa and free templates to help you get started."
    />
  );
}
