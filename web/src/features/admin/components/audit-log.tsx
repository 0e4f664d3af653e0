import { Trans, useLingui } from '@lingui/react/macro';
import { DateText } from '../../../components/date-text.tsx';
import { ListState } from '../../../components/list/list-state.tsx';
import { useAuditLog } from '../api/admin.ts';
import { auditActionLabel, auditDetail, auditTargetLabel } from '../admin-display.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { adminCatalog } from '../locales/catalog.ts';
import { EmptyNote } from './parts.tsx';

/** Every admin action, newest first: who, what, when (the latest 200). */
export function AuditLog({ currentAdminId }: { currentAdminId: string }) {
  useCatalog(adminCatalog);
  const { t, i18n } = useLingui();
  const log = useAuditLog();
  return (
    <ListState
      query={log}
      what={t`the audit log`}
      isEmpty={(entries) => entries.length === 0}
      empty={
        <EmptyNote>
          <Trans>No admin actions yet.</Trans>
        </EmptyNote>
      }
    >
      {(entries) => (
        <ol className="grid gap-2" aria-label={t`Admin actions, newest first`}>
          {entries.map((entry) => {
            const detail = auditDetail(entry.detail);
            return (
              <li
                key={entry.id}
                className="grid gap-1 rounded-xl border border-lilac-100 bg-white p-3 sm:grid-cols-[11rem_1fr] sm:gap-4"
              >
                <p className="text-sm text-neutral-700">
                  <DateText value={entry.createdAt} withTime />
                </p>
                <div className="min-w-0">
                  <p className="text-neutral-900">
                    <span className="font-semibold">
                      {entry.adminId === currentAdminId ? t`You` : (entry.adminName ?? t`A removed admin`)}
                    </span>
                    : {auditActionLabel(entry.action, i18n)} · {auditTargetLabel(entry, i18n)}
                  </p>
                  {detail ? <p className="break-words text-sm text-neutral-700">{detail}</p> : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </ListState>
  );
}
