/**
 * The demo sign-ins created by the seed. Development only: the seed writes them to a local database, the
 * dev-login page (/api/dev-login-form, off in production) lists them, and tests sign in with them.
 * Never seed these into a deployed database.
 */
export interface DemoAccount {
  /** Stable handle for code and tests ('mentee', 'coach', ...). */
  key: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Button text on the dev-login page. */
  label: string;
  /** What the account shows off, in one line. */
  role: string;
}

export const DEMO_ACCOUNTS = [
  {
    key: 'mentee',
    email: 'mentee@sebenza.test',
    password: 'mentee-demo-pass',
    firstName: 'Lerato',
    lastName: 'Mokoena',
    label: 'Mentee (Lerato)',
    role: 'Mentee with a profile: joined group sessions, registered for an event, one story awaiting review',
  },
  {
    key: 'mentor',
    email: 'mentor@sebenza.test',
    password: 'mentor-demo-pass',
    firstName: 'Sipho',
    lastName: 'Dlamini',
    label: 'Mentor (Sipho)',
    role: 'Mentor (serviceType mentorship) who hosts several upcoming group sessions',
  },
  {
    key: 'coach',
    email: 'coach@sebenza.test',
    password: 'coach-demo-pass',
    firstName: 'Naledi',
    lastName: 'Khumalo',
    label: 'Coach (Naledi)',
    role: 'Mentor with serviceType coach: COACH badge, one-on-one chat with the subscriber',
  },
  {
    key: 'subscriber',
    email: 'subscriber@sebenza.test',
    password: 'subscriber-demo-pass',
    firstName: 'Ayanda',
    lastName: 'Mthembu',
    label: 'Coaching subscriber (Ayanda)',
    role: 'Mentee with an active Starter coaching subscription and a coaching connection to Naledi',
  },
  {
    key: 'admin',
    email: 'admin@sebenza.test',
    password: 'admin-demo-pass',
    firstName: 'Zodwa',
    lastName: 'Mahlaba',
    label: 'Admin (Zodwa)',
    role: 'Administrator (role admin): moderates stories, room reports and complaints',
  },
] as const satisfies readonly DemoAccount[];

export type DemoAccountKey = (typeof DEMO_ACCOUNTS)[number]['key'];

export function demoAccount(key: DemoAccountKey): (typeof DEMO_ACCOUNTS)[number] {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account;
}
