import type { SQL } from 'drizzle-orm';
import { COACHING_PATH } from '../../../schema/contract/product.ts';
import type { Db } from '../../db/client.ts';
import { fanOutNoticeStatements } from '../../outbox/outbox.ts';

/**
 * A notice about a call, as statements for the batch of the change it announces (decision 018). `recipients` is SQL
 * that names the person to tell only where this request's change took effect (by the call's fresh video code or
 * outcome token), so a change that lost a race tells nobody. `key` names the occurrence, so it is told once.
 */
export function callNotice(db: Db, notice: { kind: string; key: string; text: string; recipients: SQL }): SQL[] {
  return fanOutNoticeStatements(db, { ...notice, link: COACHING_PATH }).map((statement) => statement.getSQL());
}
