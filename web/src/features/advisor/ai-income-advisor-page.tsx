import { PageFrame } from '../../components/page-frame.tsx';

export function AiIncomeAdvisorPage() {
  return (
    <PageFrame
      title="AI Income Advisor"
      description="Income opportunities in your city, short lessons on the skills you need, and a chat for your questions."
    />
  );
}
