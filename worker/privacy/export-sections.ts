/**
 * What the POPIA export holds (docs/decisions/020-popia-export-and-deletion.md): everything Sebenza holds about a
 * member, one section per table. Data only; export.ts reads it.
 *
 * Each section below names one table, which of its rows are the member's, and which columns go out. A column is
 * either exported or listed in `omitted` with the reason: secrets (hashes of passwords, sessions and feed links) and
 * other people's data (who moderated, who is on the other side of a conversation). worker/privacy/export.test.ts
 * fails when a table that refers to users has no section here, or a section's table has a column in neither list,
 * so a new table or column cannot be forgotten.
 *
 * In `mine`, `?1` is the member's id and `?2` their email. Table and column names are this file's constants, never
 * input.
 */
export type ExportSection = {
  table: string;
  /** Columns or `expression AS name`, in the order the rows show them. */
  columns: string[];
  omitted?: Record<string, string>;
  mine: string;
  /** Columns holding JSON text, written as JSON rather than as a string. */
  json?: string[];
};

const MY_MENTOR_IDS = '(SELECT id FROM mentors WHERE user_id = ?1)';
const SECRET = 'a secret (a hash), useless to anyone and unsafe to hand out';
const MODERATOR = 'the administrator who acted on it';

export const EXPORT_SECTIONS: ExportSection[] = [
  {
    table: 'users',
    columns: [
      'id',
      'email',
      'first_name',
      'last_name',
      'role',
      'profile_image',
      'oidc_subject',
      'welcomed_at',
      'age_group',
      'guardian_consented_at',
      'language',
      'created_at',
      'password_hash IS NOT NULL AS has_password',
    ],
    omitted: {
      password_hash: `${SECRET}; has_password says whether there is one`,
      deleted_at: 'empty while the account exists',
    },
    mine: 'id = ?1',
  },
  {
    table: 'auth_sessions',
    columns: ['user_id', 'created_at', 'expires_at'],
    omitted: { token_hash: SECRET },
    mine: 'user_id = ?1',
  },
  {
    table: 'known_devices',
    columns: ['user_id', 'last_sign_in_at'],
    omitted: { device: SECRET },
    mine: 'user_id = ?1',
  },
  {
    table: 'login_attempts',
    columns: ['id', 'email', 'attempted_at'],
    omitted: {
      ip: 'the network of whoever typed the password, possibly someone else',
      device: 'the device of whoever typed the password, possibly someone else',
    },
    mine: 'email = ?2',
  },
  {
    table: 'pending_sign_ups',
    columns: ['email', 'created_at', 'expires_at'],
    omitted: {
      token_hash: SECRET,
      password_hash: SECRET,
      first_name: 'typed by whoever started the sign-up, possibly someone else',
      last_name: 'typed by whoever started the sign-up, possibly someone else',
      age_group: 'answered by whoever started the sign-up, possibly someone else',
      terms_version: 'the version of the terms shown to whoever started the sign-up',
      privacy_notice_version: 'the version of the privacy notice shown to whoever started the sign-up',
      language: 'the language of the page whoever started the sign-up was reading',
    },
    mine: 'email = ?2',
  },
  {
    table: 'password_resets',
    columns: ['user_id', 'created_at', 'expires_at', 'used_at'],
    omitted: { token_hash: SECRET },
    mine: 'user_id = ?1',
  },
  {
    table: 'calendar_feeds',
    columns: ['user_id', 'created_at'],
    omitted: { token_hash: SECRET, token_ciphertext: 'the private feed link, which the dashboard shows you' },
    mine: 'user_id = ?1',
  },
  { table: 'mentee_profiles', columns: ['*'], mine: 'user_id = ?1', json: ['match_terms'] },
  { table: 'mentors', columns: ['*'], mine: 'user_id = ?1', json: ['skills'] },
  { table: 'mentor_categories', columns: ['*'], mine: `mentor_id IN ${MY_MENTOR_IDS}` },
  { table: 'mentor_journey_paths', columns: ['*'], mine: `mentor_id IN ${MY_MENTOR_IDS}` },
  { table: 'mentor_languages', columns: ['*'], mine: `mentor_id IN ${MY_MENTOR_IDS}` },
  {
    table: 'mentor_connections',
    columns: ['id', 'mentor_id', 'status', 'created_at', 'mentee_id = ?1 AS you_are_the_mentee'],
    omitted: { mentee_id: 'the mentee, another member, when you are the mentor' },
    mine: `mentee_id = ?1 OR mentor_id IN ${MY_MENTOR_IDS}`,
  },
  { table: 'group_sessions', columns: ['*'], mine: `mentor_id IN ${MY_MENTOR_IDS}` },
  { table: 'session_participants', columns: ['*'], mine: 'user_id = ?1' },
  {
    table: 'session_waitlist',
    columns: ['id', 'session_id', 'user_id', 'created_at'],
    omitted: { promoting: 'a marker used only inside the moment a seat is given; always false otherwise' },
    mine: 'user_id = ?1',
  },
  { table: 'session_ratings', columns: ['*'], mine: 'user_id = ?1' },
  { table: 'events', columns: ['*'], mine: 'host_user_id = ?1' },
  { table: 'event_registrations', columns: ['*'], mine: 'user_id = ?1' },
  {
    table: 'event_waitlist',
    columns: ['id', 'event_id', 'user_id', 'created_at'],
    omitted: { promoting: 'a marker used only inside the moment a seat is given; always false otherwise' },
    mine: 'user_id = ?1',
  },
  { table: 'event_seat_holds', columns: ['*'], mine: 'user_id = ?1' },
  {
    table: 'event_host_proposals',
    columns: [
      'id',
      'user_id',
      'type',
      'title',
      'description',
      'proposed_date',
      'location',
      'expected_attendees',
      'contact_details',
      'status',
      'review_note',
      'reviewed_at',
      'event_id',
      'created_at',
    ],
    omitted: { reviewed_by: MODERATOR },
    mine: 'user_id = ?1',
  },
  { table: 'success_stories', columns: ['*'], mine: 'user_id = ?1' },
  { table: 'room_members', columns: ['*'], mine: 'user_id = ?1' },
  {
    table: 'room_messages',
    columns: ['id', 'room_id', 'user_id', 'content', 'created_at', 'hidden_at'],
    omitted: { hidden_by: MODERATOR },
    mine: 'user_id = ?1',
  },
  {
    table: 'room_message_reports',
    columns: ['id', 'message_id', 'reporter_id', 'reason', 'status', 'resolved_at', 'created_at'],
    omitted: { resolved_by: MODERATOR },
    mine: 'reporter_id = ?1',
  },
  { table: 'community_videos', columns: ['*'], mine: 'added_by = ?1' },
  {
    table: 'coaching_connections',
    columns: ['id', 'mentor_id', 'status', 'created_at', 'mentee_id = ?1 AS you_are_the_mentee'],
    omitted: { mentee_id: 'the subscriber, another member, when you are the coach' },
    mine: `mentee_id = ?1 OR mentor_id IN ${MY_MENTOR_IDS}`,
  },
  {
    // The messages the member wrote; what the other person wrote is theirs.
    table: 'coaching_messages',
    columns: ['id', 'connection_id', 'sender_id', 'content', 'message_type', 'read_at', 'created_at'],
    omitted: { receiver_id: 'the other person in the conversation' },
    mine: 'sender_id = ?1',
  },
  {
    // The files the member shared; the bytes themselves are in the conversation for both people to download.
    table: 'coaching_files',
    columns: [
      'id',
      'connection_id',
      'uploader_id',
      'message_id',
      'file_name',
      'content_type',
      'size_bytes',
      'created_at',
    ],
    omitted: { r2_key: 'where the file is stored; internal' },
    mine: 'uploader_id = ?1',
  },
  { table: 'coach_availability', columns: ['*'], mine: `mentor_id IN ${MY_MENTOR_IDS}` },
  {
    table: 'coaching_calls',
    columns: [
      'id',
      'connection_id',
      'subscription_id',
      'mentor_id',
      'starts_at',
      'ends_at',
      'period_end',
      'status',
      'cancelled_by',
      'cancelled_late',
      'no_show_by',
      'counts',
      'video_code',
      'created_at',
      'updated_at',
      'mentee_id = ?1 AS you_are_the_subscriber',
    ],
    omitted: {
      mentee_id: 'the subscriber, another member, when you are the coach',
      outcome_token: 'which request changed the call; internal',
    },
    mine: `mentee_id = ?1 OR mentor_id IN ${MY_MENTOR_IDS}`,
  },
  {
    table: 'coaching_action_plans',
    columns: ['*'],
    mine: `call_id IN (SELECT id FROM coaching_calls WHERE mentee_id = ?1 OR mentor_id IN ${MY_MENTOR_IDS})`,
  },
  {
    table: 'coaching_action_steps',
    columns: ['*'],
    mine: `call_id IN (SELECT id FROM coaching_calls WHERE mentee_id = ?1 OR mentor_id IN ${MY_MENTOR_IDS})`,
  },
  { table: 'coaching_subscriptions', columns: ['*'], mine: 'user_id = ?1' },
  { table: 'payment_customers', columns: ['*'], mine: 'user_id = ?1' },
  // Money: what the member paid, their receipts and credit notes, the refunds of their payments; a coach's payout
  // account, payouts and earnings (their ledger lines).
  { table: 'payments', columns: ['*'], mine: 'user_id = ?1' },
  { table: 'money_documents', columns: ['*'], mine: 'user_id = ?1' },
  {
    table: 'refunds',
    columns: [
      'id',
      'payment_id',
      'amount_cents',
      'reason',
      'releases',
      'status',
      'provider_refund_id',
      'failure_reason',
      'settled_at',
      'created_at',
      'updated_at',
    ],
    omitted: { requested_by: MODERATOR },
    mine: 'payment_id IN (SELECT id FROM payments WHERE user_id = ?1)',
  },
  { table: 'coach_payout_accounts', columns: ['*'], mine: `mentor_id IN ${MY_MENTOR_IDS}` },
  { table: 'coach_payouts', columns: ['*'], mine: `mentor_id IN ${MY_MENTOR_IDS}` },
  { table: 'ledger_lines', columns: ['*'], mine: `mentor_id IN ${MY_MENTOR_IDS}` },
  { table: 'complaints', columns: ['*'], mine: 'complainant_id = ?1' },
  {
    table: 'wording_suggestions',
    columns: ['id', 'language', 'page_path', 'page_text', 'suggestion', 'member_id', 'handled_at', 'created_at'],
    omitted: {
      visitor_network: "empty for a member's suggestion: only a visitor's is counted by network",
      handled_by: MODERATOR,
    },
    mine: 'member_id = ?1',
  },
  { table: 'notifications', columns: ['*'], mine: 'user_id = ?1' },
  {
    table: 'notification_outbox',
    columns: [
      'id',
      'user_id',
      'channel',
      'kind',
      'text',
      'link',
      'session_id',
      'due_at',
      'status',
      'attempts',
      'sent_at',
      'created_at',
    ],
    omitted: {
      dedupe_key: 'an internal name that keeps a notice from being sent twice',
      next_attempt_at: 'when the sender will try again; internal',
      claim_token: 'which sender is delivering it; internal',
      claimed_until: 'which sender is delivering it; internal',
      last_error: "the provider's error text, which may describe our systems",
    },
    mine: 'user_id = ?1',
  },
  { table: 'notification_preferences', columns: ['*'], mine: 'user_id = ?1' },
  { table: 'consents', columns: ['*'], mine: 'user_id = ?1' },
  {
    table: 'guardian_consent_requests',
    columns: ['user_id', 'guardian_name', 'guardian_email', 'relationship', 'created_at', 'expires_at'],
    omitted: { token_hash: SECRET },
    mine: 'user_id = ?1',
  },
  { table: 'ai_usage', columns: ['*'], mine: 'user_id = ?1' },
  { table: 'completed_lessons', columns: ['*'], mine: 'user_id = ?1' },
  {
    table: 'images',
    columns: ['key', 'owner_id', 'content_type', 'bytes', 'created_at', "'/images/' || key AS url"],
    mine: 'owner_id = ?1',
  },
  {
    table: 'admin_audit_log',
    columns: ['id', 'admin_id', 'action', 'target_type', 'target_id', 'created_at'],
    omitted: { detail: 'what was decided, which may quote other members' },
    mine: 'admin_id = ?1',
  },
];
