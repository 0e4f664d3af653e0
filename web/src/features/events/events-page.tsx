import { PageFrame } from '../../components/page-frame.tsx';

export function EventsPage() {
  return (
    <PageFrame title="Events" description="Summits, workshops and networking events for people building an income." />
  );
}
