import type { RenderLanguage } from './app-languages.ts';
import type { CurrentUser } from './auth.ts';

/**
 * The seam between the Worker and the SPA's server renderer (web/src/server/render-page.tsx). The Worker is
 * typechecked without the DOM and JSX, so it sees the renderer only through this type (worker/pages/web-renderer.d.ts,
 * mapped by tsconfig.worker.json's `paths`; Vite's alias points the same name at the real module).
 */
export interface RenderPageInput {
  /** The full request URL (origin, path and query). */
  url: string;
  /**
   * Answers an API request in-process, as the page's request: with a member's cookies, without any for a visitor. The
   * renderer's query functions call it.
   */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  /** The request's data-saver decision (schema/contract/data-saver-rules.ts: its cookie and `Save-Data`). */
  dataSaver: boolean;
  /** Null for a visitor; for a request holding a sign-in cookie, who it claims to be (see MemberRender). */
  member: MemberRender | null;
  /** The language to render the page in (schema/contract/app-languages.ts). */
  language: RenderLanguage;
}

/**
 * A member's page. `claimed` is the account the sign-in claim cookie names (decision 022), as the current user,
 * with its mentor id and service type from the mentor hint beside it when there is one, what neither carries
 * (sharing) set to its default; or null without a claim. It is never trusted: the renderer reads the page's data with
 * it at the same time as it asks the bootstrap who is signed in (one database round trip for both), and renders the
 * page for whoever the bootstrap says.
 */
export interface MemberRender {
  claimed: CurrentUser | null;
  /** The claimed account's mentor id, as the hint has it (null: not a mentor, or no hint). */
  claimedMentorId: number | null;
}

export interface RenderedPage {
  /** The markup of the app for <div id="root">. */
  html: string;
  /** The page's server state as JSON that is safe inside a <script type="application/json">. */
  stateJson: string;
  /** What a link preview shows (the Worker writes it into <head>), or null for a page that names none. */
  head: PageHead | null;
  /** 404 when the page says what it shows does not exist (an unknown or private id), else 200. */
  status: 200 | 404;
  /** The browser tab's title as the page sets it ("Attend Group Sessions · Sebenza"), for <title>. */
  title: string;
}

/**
 * A page's title, description and picture for <title>, the meta description and the Open Graph tags that chat apps
 * (WhatsApp) read for a link's preview. `path` and `image` may be site paths: the Worker makes them absolute from the
 * site's origin.
 */
export interface PageHead {
  title: string;
  description: string;
  /** A picture of what is shared (a mentor's photo); null for the site's icon. */
  image: string | null;
  /** The page's own address (og:url). */
  path: string;
}

/**
 * Renders a page for a visitor or a member, or answers null when the server does not render that page for them, or
 * when the member's sign-in turns out not to hold (the browser then renders it from the app shell).
 */
export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage | null>;

/** The id of the <script type="application/json"> that carries a rendered page's state. */
export const SERVER_STATE_ELEMENT_ID = 'sebenza-server-state';
