import { MEMBERS_ONLY_PATHS } from '../../../schema/contract/sign-in-prompts.ts';
import { paths } from '../lib/paths.ts';

/** A URL's path as the router matches it: in any case, with or without a trailing slash. */
export function routePath(location: URL): string {
  return location.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
}

/** The pages rendered on the server: the public screens a visitor lands on from a search or a shared link. */
export const SERVER_RENDERED_PATHS: readonly string[] = [
  paths.home,
  paths.mentors,
  paths.journeys,
  paths.events,
  paths.successStories,
  paths.community,
  paths.privacy,
  paths.terms,
];

/**
 * The public pages of one session, event or mentor (`/group-sessions/12`), where share links lead: rendered with the
 * Open Graph tags of what they show. Ids as the router's `:id` and the API's id check take them (a positive number).
 */
const ITEM_PAGE = new RegExp(`^(${[paths.groupSessions, paths.events, paths.mentors].join('|')})/[1-9]\\d{0,8}$`);

/** Whether the server renders the page at `path` (lower case, no trailing slash: routePath) for a visitor. */
export function isServerRenderedPath(path: string): boolean {
  return SERVER_RENDERED_PATHS.includes(path) || ITEM_PAGE.test(path);
}

/**
 * The pages the server renders for a member, with the member's own data: the public ones (where `/` is the
 * dashboard), and the member's lists and chat. Any other page is rendered by the browser from the app shell.
 */
export const MEMBER_RENDERED_PATHS: readonly string[] = [
  ...SERVER_RENDERED_PATHS,
  paths.groupSessions,
  paths.coachingChat,
];

/** Whether the server renders the page at `path` (as routePath gives it) for a signed-in member. */
export function isMemberRenderedPath(path: string): boolean {
  return MEMBER_RENDERED_PATHS.includes(path) || ITEM_PAGE.test(path);
}

/**
 * Pages that are only for members: a visitor there is sent to sign in and back (app/routes/gated-routes.tsx and the
 * pages that show SignInRequired). The Worker answers a visitor's request for one with that redirect itself, so it
 * happens at once rather than when the app starts (on the visitor's first tap, decision 024). `/edit-profile` is not
 * here: it shows 'Access Required' with a Sign In button (spec section 2). The list, with each page's words, is the
 * contract's (schema/contract/sign-in-prompts.ts).
 */
export const SIGN_IN_REQUIRED_PATHS: readonly string[] = MEMBERS_ONLY_PATHS;
