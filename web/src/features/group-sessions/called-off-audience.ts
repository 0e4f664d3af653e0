import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { GroupSession } from '../../../../schema/contract/sessions-rules.ts';

/**
 * Who hears that a session is called off: the people who joined, and the people waiting for a seat. Worded in the
 * render's language (`useLingui().i18n`).
 */
export function calledOffAudience(
  session: Pick<GroupSession, 'currentParticipants' | 'waitlistCount'>,
  i18n: I18n,
): string {
  const joined = session.currentParticipants;
  const waiting = session.waitlistCount;
  if (joined + waiting === 0) return i18n._(msg`Nobody has joined yet.`);
  if (waiting === 0) {
    return i18n._(
      msg`${plural(joined, {
        one: 'The # person who joined will be told it was cancelled.',
        other: 'The # people who joined will be told it was cancelled.',
      })}`,
    );
  }
  if (joined === 0) {
    return i18n._(
      msg`${plural(waiting, {
        one: 'The # person waiting for a seat will be told it was cancelled.',
        other: 'The # people waiting for a seat will be told it was cancelled.',
      })}`,
    );
  }
  return i18n._(
    msg`The ${plural(joined, { one: '# person', other: '# people' })} who joined and the ${plural(waiting, {
      one: '# person',
      other: '# people',
    })} waiting for a seat will be told it was cancelled.`,
  );
}
