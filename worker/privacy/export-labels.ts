/**
 * The words the readable export (export-html.ts) uses for the tables and columns the export reads: data only.
 * export-html.test.ts fails when a section of export-sections.ts has no title here.
 */

/** Each export section's table, as a heading a member understands. */
export const SECTION_TITLES: Record<string, string> = {
  users: 'Your account',
  auth_sessions: 'Devices signed in to your account',
  known_devices: 'Devices you have signed in from',
  login_attempts: 'Sign-in attempts with your email address',
  pending_sign_ups: 'Sign-ups waiting for email confirmation',
  password_resets: 'Password reset requests',
  calendar_feeds: 'Your calendar links',
  mentee_profiles: 'Your mentee profile',
  mentors: 'Your mentor profile',
  mentor_categories: 'Your mentor categories',
  mentor_journey_paths: 'Your mentor journey paths',
  mentor_languages: 'Languages you mentor in',
  mentor_connections: 'Mentor connections',
  group_sessions: 'Group sessions you host',
  session_participants: 'Group sessions you joined',
  session_waitlist: 'Group session waiting lists you are on',
  session_ratings: 'Your ratings of group sessions',
  events: 'Events you host',
  event_registrations: 'Events you registered for',
  event_waitlist: 'Event waiting lists you are on',
  event_seat_holds: 'Event seats held for you',
  event_host_proposals: 'Your proposals to host an event',
  success_stories: 'Your success stories',
  room_members: 'Community rooms you joined',
  room_messages: 'Your messages in community rooms',
  room_message_reports: 'Community messages you reported',
  community_videos: 'Community videos you added',
  coaching_connections: 'Your coaching connections',
  coaching_messages: 'Your coaching messages',
  coaching_files: 'Files you shared in coaching',
  coach_availability: 'Your coaching hours',
  coaching_calls: 'Your coaching calls',
  coaching_action_plans: 'Your coaching action plans',
  coaching_action_steps: 'Steps in your coaching action plans',
  coaching_subscriptions: 'Your coaching subscriptions',
  payment_customers: 'Your customer records at payment providers',
  payments: 'Your payments',
  money_documents: 'Your receipts and credit notes',
  refunds: 'Your refunds',
  coach_payout_accounts: 'Your payout bank accounts',
  coach_payouts: 'Payouts to you',
  ledger_lines: 'Your coaching earnings ledger',
  complaints: 'Complaints you made',
  wording_suggestions: 'Better wordings you suggested for our translations',
  notifications: 'Your notifications',
  notification_outbox: 'Emails and messages sent to you',
  notification_preferences: 'Your notification choices',
  consents: 'What you agreed to',
  guardian_consent_requests: 'Requests for a parent’s or guardian’s consent',
  ai_usage: 'Your use of the AI advisor',
  completed_lessons: 'Lessons you completed',
  images: 'Pictures you uploaded',
  admin_audit_log: 'Actions you took as an administrator',
};

/**
 * Column names whose generic wording (export-html.ts `columnLabel`: words from the name, "ID" for ids, an `_at`
 * date named by its verb) would read oddly.
 */
export const COLUMN_LABELS: Record<string, string> = {
  oidc_subject: 'Sign-in provider account',
  has_password: 'Has a password',
  you_are_the_mentee: 'You are the mentee',
  you_are_the_subscriber: 'You are the subscriber',
  url: 'Web address',
};
