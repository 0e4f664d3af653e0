import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { useCurrentUser } from '../auth/api/current-user.ts';
import { AuditLog } from './components/audit-log.tsx';
import { ComplaintsInbox } from './components/complaints-inbox.tsx';
import { EventProposals } from './components/event-proposals.tsx';
import { RoomReports } from './components/room-reports.tsx';
import { RoomsAdmin } from './components/rooms-admin.tsx';
import { StoriesQueue } from './components/stories-queue.tsx';

const TABS = [
  { key: 'stories', label: 'Stories' },
  { key: 'complaints', label: 'Complaints' },
  { key: 'reports', label: 'Reported messages' },
  { key: 'proposals', label: 'Event proposals' },
  { key: 'rooms', label: 'Rooms' },
  { key: 'audit', label: 'Audit log' },
] as const;
type Tab = (typeof TABS)[number]['key'];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.key === value);

/**
 * Tabs whose choice lives in the address (`/admin?tab=complaints`), so a reload or a shared link opens the same
 * section. A panel is mounted when first opened and kept after, so switching keeps filters and dialogs' state.
 */
function AdminTabs({ panels }: { panels: Record<Tab, ReactNode> }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('tab');
  const active: Tab = isTab(param) ? param : 'stories';
  const [opened, setOpened] = useState<Set<Tab>>(() => new Set([active]));
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  if (!opened.has(active)) setOpened(new Set([...opened, active]));

  // On a phone the tab row scrolls sideways: keep the chosen tab in view.
  useEffect(() => {
    tabRefs.current[active]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  function select(tab: Tab, focus = false) {
    setSearchParams(tab === 'stories' ? {} : { tab }, { replace: true });
    if (focus) tabRefs.current[tab]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.findIndex((tab) => tab.key === active);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next.key, true);
  }

  return (
    <div className="mt-8">
      <div className="-mx-4 overflow-x-auto px-4 pb-1">
        <div
          role="tablist"
          aria-label="Admin sections"
          onKeyDown={onKeyDown}
          className="inline-flex min-w-max gap-1 rounded-xl bg-lilac-100 p-1"
        >
          {TABS.map((tab) => (
            <button
              key={tab.key}
              ref={(element) => {
                tabRefs.current[tab.key] = element;
              }}
              type="button"
              role="tab"
              id={`admin-tab-${tab.key}`}
              aria-selected={active === tab.key}
              aria-controls={`admin-panel-${tab.key}`}
              tabIndex={active === tab.key ? 0 : -1}
              onClick={() => select(tab.key)}
              className={`min-h-11 rounded-lg px-4 font-semibold whitespace-nowrap transition-colors ${
                active === tab.key ? 'bg-white text-lilac-950 shadow-sm' : 'text-lilac-800 hover:bg-lilac-50'
              }`}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      {TABS.map((tab) =>
        opened.has(tab.key) ? (
          <section
            key={tab.key}
            role="tabpanel"
            id={`admin-panel-${tab.key}`}
            aria-labelledby={`admin-tab-${tab.key}`}
            hidden={active !== tab.key}
            tabIndex={0}
            className="mt-6 outline-none focus-visible:outline-3"
          >
            {panels[tab.key]}
          </section>
        ) : null,
      )}
    </div>
  );
}

/**
 * `/admin` (admins only; see AdminOnly): the moderation queue for stories, the confidential complaints inbox,
 * reported room messages, event host proposals, rooms and the audit log. Every action is checked again on the
 * server and recorded in the audit log.
 */
export function AdminPage() {
  const { user } = useCurrentUser();
  return (
    <PageFrame
      title="Admin console"
      description="Moderate success stories and room messages, handle complaints and event proposals, and manage rooms."
    >
      <AdminTabs
        panels={{
          stories: <StoriesQueue />,
          complaints: <ComplaintsInbox />,
          reports: <RoomReports />,
          proposals: <EventProposals />,
          rooms: <RoomsAdmin />,
          audit: <AuditLog currentAdminId={user?.id ?? ''} />,
        }}
      />
    </PageFrame>
  );
}
