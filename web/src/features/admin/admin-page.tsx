import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { AuditLog } from './components/audit-log.tsx';
import { CoachPayoutsAdmin } from './components/coach-payouts-admin.tsx';
import { CommunityVideosAdmin } from './components/community-videos-admin.tsx';
import { ComplaintsInbox } from './components/complaints-inbox.tsx';
import { EventProposals } from './components/event-proposals.tsx';
import { LocalDeliveriesPanel } from './components/local-deliveries.tsx';
import { OpportunityFeeds } from './components/opportunity-feeds.tsx';
import { PaymentsAdmin } from './components/payments-admin.tsx';
import { RoomReports } from './components/room-reports.tsx';
import { RoomsAdmin } from './components/rooms-admin.tsx';
import { StoriesQueue } from './components/stories-queue.tsx';
import { WordingSuggestionsAdmin } from './components/wording-suggestions-admin.tsx';
import { adminCatalog } from './locales/catalog.ts';

const TAB_KEYS = [
  'stories',
  'complaints',
  'reports',
  'proposals',
  'rooms',
  'videos',
  'feeds',
  'payments',
  'messages',
  'payouts',
  'wording',
  'audit',
] as const;
type Tab = (typeof TAB_KEYS)[number];

const isTab = (value: string | null): value is Tab => TAB_KEYS.some((key) => key === value);

/**
 * `/admin` (admins only; see AdminOnly): the moderation queue for stories, the confidential complaints inbox,
 * reported room messages, event host proposals, rooms, the community videos, the opportunity feeds, payments and their refunds, the messages
 * the local email and WhatsApp channels recorded instead of sending, and the audit log. Every action is checked again on the server and recorded in the audit log.
 */
export function AdminPage() {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const { user } = useCurrentUser();
  // The chosen tab lives in the address (`/admin?tab=complaints`), so a reload or a shared link opens the same
  // section; the first one needs no parameter. Replaced, not pushed: Back leaves the console.
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('tab');
  const tab: Tab = isTab(param) ? param : 'stories';
  return (
    <PageFrame
      title={t`Admin console`}
      description={t`Moderate success stories and room messages, handle complaints and event proposals, and manage rooms, videos and opportunity feeds.`}
    >
      <Tabs
        label={t`Admin sections`}
        className="mt-8"
        value={tab}
        onValueChange={(next) => setSearchParams(next === 'stories' ? {} : { tab: next }, { replace: true })}
        tabs={[
          { key: 'stories', label: t`Stories`, panel: <StoriesQueue /> },
          { key: 'complaints', label: t`Complaints`, panel: <ComplaintsInbox /> },
          { key: 'reports', label: t`Reported messages`, panel: <RoomReports /> },
          { key: 'proposals', label: t`Event proposals`, panel: <EventProposals /> },
          { key: 'rooms', label: t`Rooms`, panel: <RoomsAdmin /> },
          { key: 'videos', label: t`Videos`, panel: <CommunityVideosAdmin /> },
          { key: 'feeds', label: t`Opportunity feeds`, panel: <OpportunityFeeds /> },
          { key: 'payments', label: t`Payments`, panel: <PaymentsAdmin /> },
          { key: 'messages', label: t`Local messages`, panel: <LocalDeliveriesPanel /> },
          { key: 'payouts', label: t`Coach payouts`, panel: <CoachPayoutsAdmin /> },
          { key: 'wording', label: t`Wording suggestions`, panel: <WordingSuggestionsAdmin /> },
          { key: 'audit', label: t`Audit log`, panel: <AuditLog currentAdminId={user?.id ?? ''} /> },
        ]}
      />
    </PageFrame>
  );
}
