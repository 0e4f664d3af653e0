import { PageFrame } from '../../components/page-frame.tsx';

export function ComplaintFormPage() {
  return (
    <PageFrame
      title="Submit a Complaint"
      description="Report a problem with a mentor or mentee; every complaint is reviewed confidentially."
    />
  );
}
