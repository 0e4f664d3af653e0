import { PageFrame } from '../../components/page-frame.tsx';

export function EditProfilePage() {
  return <PageFrame title="Edit Profile" description="Update the details mentors and mentees see about you." />;
}
