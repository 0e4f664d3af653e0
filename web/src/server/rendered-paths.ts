import { paths } from '../lib/paths.ts';

/** The pages rendered on the server: the public screens a visitor lands on from a search or a shared link. */
export const SERVER_RENDERED_PATHS: readonly string[] = [
  paths.home,
  paths.mentors,
  paths.journeys,
  paths.events,
  paths.successStories,
  paths.community,
  paths.groupSessions,
  paths.privacy,
  paths.terms,
];
