// Synthetic but plausible mentors for the mentor directory benchmark (scripts/bench-mentors.ts).
import { ADVISOR_CITIES, ADVISOR_SKILLS } from '../../schema/contract/ai-rules.ts';
import { LANGUAGE_CODES } from '../../schema/contract/enums.ts';
import type { D1Like, WorkerModules } from './mentor-bench-modules.ts';

const FIRST = [
  'Thabo',
  'Naledi',
  'Sipho',
  'Zanele',
  'Lerato',
  'Bongani',
  'Ayanda',
  'Nomvula',
  'Pieter',
  'Anele',
  'Kagiso',
  'Lindiwe',
  'Musa',
  'Palesa',
  'Tshepo',
  'Refilwe',
  'Johan',
  'Fatima',
  'Priya',
  'Themba',
  'Mpho',
  'Nandi',
  'Sibusiso',
  'Karabo',
  'Lwazi',
  'Annelie',
  'Yusuf',
  'Zodwa',
  'Kabelo',
  'Busisiwe',
];
const LAST = [
  'Mokoena',
  'Dlamini',
  'Khumalo',
  'Nkosi',
  'Ndlovu',
  'Mahlangu',
  'Botha',
  'Naidoo',
  'van der Merwe',
  'Mthembu',
  'Zulu',
  'Molefe',
  'Pillay',
  'Sithole',
  'Radebe',
  'Jacobs',
  'Mabaso',
  'Petersen',
  'Cele',
  'Mokwena',
  'Maseko',
  'Ntuli',
  'Shabalala',
  'Adams',
  'Govender',
  'Baloyi',
  'Hlongwane',
  'Mazibuko',
  'Kruger',
  'Tshabalala',
];
const TITLES = [
  'Freelance web developer',
  'Side-hustle strategist',
  'Small-scale farmer',
  'Wedding photographer',
  'Bookkeeper for small businesses',
  'Caterer and baker',
  'Social media manager',
  'Maths tutor',
  'Guesthouse owner',
  'Fashion designer',
  'Mobile car wash owner',
  'Event planner',
  'Graphic designer',
  'Property investor',
  'Content creator',
  'Beauty salon owner',
  'Solar installer',
  'Craft jeweller',
  'Fitness coach',
  'Tour guide',
];
const OPENERS = [
  'I left a corporate job to',
  'After I was retrenched I started to',
  'I teach people how to',
  'Since 2019 I',
  'As a former teacher I now',
  'With no degree I learned to',
  'On weekends I began to',
  'Together with my family we',
];
const ACTIVITIES = [
  'run a catering business',
  'sell handmade jewellery online',
  'build websites for small businesses',
  'keep the books for spaza shops',
  'grow vegetables for local markets',
  'run a mobile car wash',
  'photograph weddings and matric dances',
  'tutor maths and science',
  'manage social media for brands',
  'rent out rooms to tourists',
  'design logos and brand identities',
  'sew school uniforms',
  'install solar panels in townships',
  'plan events and functions',
  'breed chickens for the festive season',
  'sell second-hand clothes at markets',
  'fix cellphones and laptops',
  'teach English online to students abroad',
  'write CVs and cover letters',
  'bake wedding cakes',
];
// The advisor's 15 cities: where the synthetic mentors live.
const CITIES = ADVISOR_CITIES;
const CLOSERS = [
  'I help people price their work and find their first customers.',
  'Ask me about registering with SARS and opening a business account.',
  'I share what worked and what cost me money.',
  'My sessions are practical: bring your numbers.',
  'I believe anyone can start with what they already have.',
  'I mentor young people from my township every month.',
];
// The advisor's 22 skills double as realistic mentor skills for the synthetic directory.
const SKILLS = ADVISOR_SKILLS;
// Each mentor speaks one of these, 4 in 5 English as well, 1 in 50 South African Sign Language too.
const HOME_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== 'en' && code !== 'sfs');

/** The user id of the one mentee the benchmark recommends mentors to. */
export const BENCH_MENTEE_ID = 'bench-mentee';

const lit = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'`;
/** Picks element `(n * step + offset) mod length` of a JSON array literal, inside SQL. */
const pick = (list: readonly string[], step: number, offset = 0) =>
  `json_extract(${lit(list)}, '$[' || ((n * ${step} + ${offset}) % ${list.length}) || ']')`;
const range = (from: number, to: number) =>
  `WITH RECURSIVE seq(n) AS (SELECT ${from} UNION ALL SELECT n + 1 FROM seq WHERE n < ${to})`;

/**
 * Seeds `mentors` mentors (with accounts, categories, journey paths, languages, sessions and ratings) in 5,000-row
 * chunks of INSERT ... SELECT over a counter, and one mentee (BENCH_MENTEE_ID), then ANALYZE.
 */
export async function seedSyntheticMentors(d1: D1Like, w: WorkerModules, mentors: number) {
  const started = Date.now();
  const now = new Date();
  const categories = w.CATEGORY_SEED.map((c) => c.slug);
  const journeys = w.JOURNEY_SEED.map((j) => j.slug);
  await d1.batch([
    ...w.CATEGORY_SEED.map((c, i) =>
      d1.prepare('INSERT INTO categories (slug, name, sort_order) VALUES (?, ?, ?)').bind(c.slug, c.name, i),
    ),
    ...w.JOURNEY_SEED.map((j, i) =>
      d1
        .prepare(
          'INSERT INTO journey_paths (slug, name, description, color, icon, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .bind(j.slug, j.name, j.description, j.color, j.icon, i),
    ),
  ]);
  const CHUNK = 5_000;
  for (let from = 1; from <= mentors; from += CHUNK) {
    const to = Math.min(mentors, from + CHUNK - 1);
    const seq = range(from, to);
    await d1.batch([
      d1.prepare(`${seq} INSERT INTO users (id, email, first_name, last_name, password_hash)
        SELECT 'bench-' || n, 'bench-' || n || '@example.test', ${pick(FIRST, 7)}, ${pick(LAST, 11, 3)}, NULL FROM seq`),
      // Every 20th mentor is inactive (hidden from the directory).
      d1.prepare(`${seq} INSERT INTO mentors (id, user_id, name, title, description, experience, years_of_freedom,
          mentee_count, is_active, location, journey_path, category, skills, languages, service_type)
        SELECT n, 'bench-' || n, ${pick(FIRST, 7)} || ' ' || ${pick(LAST, 11, 3)}, ${pick(TITLES, 13)},
          ${pick(OPENERS, 3)} || ' ' || ${pick(ACTIVITIES, 17, 5)} || ' in ' || ${pick(CITIES, 19)} || '. ' || ${pick(CLOSERS, 23)},
          '', 1 + n % 9, n % 50, n % 20 <> 0, ${pick(CITIES, 19)},
          ${pick(journeys, 1)} || CASE WHEN n % 2 = 0 THEN ', ' || ${pick(journeys, 1, 5)} ELSE '' END,
          ${pick(categories, 1)} || CASE WHEN n % 3 > 0 THEN ', ' || ${pick(categories, 1, 3)} ELSE '' END
            || CASE WHEN n % 3 = 2 THEN ', ' || ${pick(categories, 1, 6)} ELSE '' END,
          json_array(${pick(SKILLS, 5)}, ${pick(SKILLS, 7, 9)}),
          CASE WHEN n % 50 = 0 THEN json_array(${pick(HOME_LANGUAGES, 3)}, 'sfs')
            WHEN n % 5 = 0 THEN json_array(${pick(HOME_LANGUAGES, 3)})
            ELSE json_array('en', ${pick(HOME_LANGUAGES, 3)}) END,
          CASE n % 7 WHEN 0 THEN 'coach' WHEN 1 THEN 'both' ELSE 'mentorship' END
        FROM seq`),
      // 1-3 categories and 1-2 journey paths per mentor, matching the display copies above.
      d1.prepare(`${seq} INSERT INTO mentor_categories (mentor_id, category_slug, position)
        SELECT n, ${pick(categories, 1)}, 0 FROM seq
        UNION ALL SELECT n, ${pick(categories, 1, 3)}, 1 FROM seq WHERE n % 3 > 0
        UNION ALL SELECT n, ${pick(categories, 1, 6)}, 2 FROM seq WHERE n % 3 = 2`),
      d1.prepare(`${seq} INSERT INTO mentor_journey_paths (mentor_id, journey_path_slug)
        SELECT n, ${pick(journeys, 1)} FROM seq UNION ALL SELECT n, ${pick(journeys, 1, 5)} FROM seq WHERE n % 2 = 0`),
      // The languages above (the display copy), as the filter's rows.
      d1.prepare(`${seq} INSERT INTO mentor_languages (mentor_id, language)
        SELECT n, ${pick(HOME_LANGUAGES, 3)} FROM seq
        UNION ALL SELECT n, 'en' FROM seq WHERE n % 5 <> 0
        UNION ALL SELECT n, 'sfs' FROM seq WHERE n % 50 = 0`),
      // One session per 4 mentors, alternately upcoming and past; each past one rated by two accounts.
      d1.prepare(`${seq} INSERT INTO group_sessions (mentor_id, title, description, scheduled_at, status)
        SELECT n, 'Session ' || n, 'Practical session', CASE WHEN n % 8 = 0
          THEN '${new Date(now.getTime() + 7 * 86_400_000).toISOString()}'
          ELSE '${new Date(now.getTime() - 7 * 86_400_000).toISOString()}' END,
          CASE WHEN n % 8 = 0 THEN 'scheduled' ELSE 'completed' END
        FROM seq WHERE n % 4 = 0`),
    ]);
    process.stdout.write(`\rseeded ${to.toLocaleString('en-ZA')} mentors`);
  }
  await d1
    .prepare(
      `INSERT INTO session_ratings (session_id, user_id, rating)
    SELECT s.id, 'bench-' || (1 + (s.id * 31 + k.k) % ${mentors}), 1 + (s.id + k.k) % 5
    FROM group_sessions s, (SELECT 1 AS k UNION ALL SELECT 2) k WHERE s.status = 'completed'`,
    )
    .all();
  // A mentee to recommend mentors to: the profile form's fields, and the match terms the app derives from them.
  const mentee = { interests: 'farming, baking', goals: 'Sell vegetables at local markets', location: 'Durban' };
  await d1.batch([
    d1
      .prepare(`INSERT INTO users (id, email, first_name, last_name) VALUES (?, ?, 'Bench', 'Mentee')`)
      .bind(BENCH_MENTEE_ID, `${BENCH_MENTEE_ID}@example.test`),
    d1
      .prepare(
        `INSERT INTO mentee_profiles (user_id, interests, goals, location, preferred_journey_path, languages, match_terms)
        VALUES (?, ?, ?, ?, 'rural-innovator', '["zu","en"]', ?)`,
      )
      .bind(BENCH_MENTEE_ID, mentee.interests, mentee.goals, mentee.location, JSON.stringify(w.matchTermsOf(mentee))),
  ]);
  await d1.prepare('ANALYZE').all();
  console.log(` in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
