import { msg } from '@lingui/core/macro';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { NoticeText } from './outbox.ts';

/*
 * What the notices written with their text say (outbox.ts `NoticeText`), each in whichever language its recipient
 * reads: one place for the sentences, so a translator finds them together. English word for word as the contract
 * writes them (SESSION_MESSAGES), which the screens and the spec quote.
 */

/**
 * A translated sentence around values the writing statement reads (a member's name): the sentence names each as a
 * placeholder, `{memberName}`, filled in by SQL, so the translation may put it anywhere.
 */
export function sqlSentence(sentence: string, values: Record<string, SQL>): SQL {
  const parts = sentence.split(/\{(\w+)\}/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 1 && values[part] ? sql`${values[part]}` : sql`${part}`)),
    sql` || `,
  );
}

/** A placeholder the SQL fills in: the sentence is formatted with it as its own value. */
const memberName = '{memberName}';

export const sessionCancelledText =
  (title: string, when: string): NoticeText =>
  (i18n) =>
    i18n._(msg`The group session "${title}" on ${when} was cancelled.`);

export const sessionPromotedText =
  (title: string, when: string): NoticeText =>
  (i18n) =>
    i18n._(msg`A seat opened up in the group session "${title}" on ${when}, and it is yours: you're registered.`);

export const storyPublishedText: NoticeText = (i18n) =>
  i18n._(msg`Your success story has been published. Thank you for inspiring others!`);

export const storyRejectedText =
  (reason: string): NoticeText =>
  (i18n) =>
    i18n._(msg`Your success story was not published. Reason: ${reason}`);

/** `name`: SQL answering the mentee's name. */
export const coachingRequestText =
  (name: SQL): NoticeText =>
  (i18n) =>
    sqlSentence(i18n._(msg`${memberName} asked you for coaching. Accept or answer them in your coaching chat.`), {
      memberName: name,
    });

/** `name`: SQL answering the sender's name. */
export const coachingMessageText =
  (name: SQL): NoticeText =>
  (i18n) =>
    sqlSentence(i18n._(msg`${memberName} sent you a message in your coaching chat.`), { memberName: name });
