// The data model: every D1 table, re-exported for drizzle-kit and the Worker. Never imported by web/
// (the value lists its CHECK constraints use live in schema/contract/enums.ts, which web may import).
export * from './users.ts';
export * from './taxonomy.ts';
export * from './mentees.ts';
export * from './mentors.ts';
export * from './sessions.ts';
export * from './events.ts';
export * from './stories.ts';
export * from './community.ts';
export * from './coaching.ts';
export * from './coaching-calls.ts';
export * from './complaints.ts';
export * from './opportunities.ts';
export * from './system.ts';
export * from './calendar.ts';
export * from './consents.ts';
export * from './notifications.ts';
export * from './money.ts';
export * from './wording-suggestions.ts';
