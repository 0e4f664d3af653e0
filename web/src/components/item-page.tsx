import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { ListQuery } from '../lib/list-query.ts';
import { usePageHead } from '../lib/page-head.ts';
import { readId } from '../lib/read-id.ts';
import { ListState } from './list/list-state.tsx';
import { PageFrame } from './page-frame.tsx';
import { PageSpinner } from './spinner.tsx';
import { buttonStyles } from './ui/styles.ts';

/*
 * The public page of one session, event or mentor (`/events/{id}`): where share links lead, readable without an
 * account, rendered by the Worker for visitors with its link preview (usePageHead).
 */

/**
 * The `:id` of the page's address (its last part), or null when it is not a positive whole number. Read from the
 * location rather than `useParams`, which nothing in the app's first chunk uses and which would add to its budget.
 */
export function useItemId(): number | null {
  return readId(useLocation().pathname.replace(/\/+$/, '').split('/').pop() ?? null);
}

export type NotFound = {
  /** 'Session not found' */
  title: string;
  description: string;
  /** Where to look instead, e.g. the list of events. */
  back: { to: string; label: string };
};

/**
 * The page's states: the item, a spinner while it loads, the load error with a retry, or (`null`: an unknown id, or
 * one that is not public) a plain "not found" page that points to the list, which the server answers with 404.
 */
export function ItemPageState<Item>({
  query,
  what,
  notFound,
  children,
}: {
  query: ListQuery<Item | null>;
  /** As a phrase: "We could not load {what}." */
  what: string;
  notFound: NotFound;
  children: (item: Item) => ReactNode;
}) {
  return (
    <ListState
      query={query}
      what={what}
      loading={<PageSpinner />}
      isEmpty={(item) => item === null}
      empty={<ItemNotFound {...notFound} />}
    >
      {(item) => children(item!)}
    </ListState>
  );
}

/** Also what an address whose id is not a number shows. */
export function ItemNotFound({ title, description, back }: NotFound) {
  usePageHead({ title, description, image: null, path: useLocation().pathname }, { notFound: true });
  return (
    <PageFrame title={title} description={description}>
      <p className="mt-8">
        <Link to={back.to} className={buttonStyles.primary}>
          {back.label}
        </Link>
      </p>
    </PageFrame>
  );
}

/** A link preview's description: the start of a long text, cut at a word, as previews show a line or two. */
export function previewText(text: string, limit = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const lastSpace = flat.lastIndexOf(' ', limit - 1);
  return `${flat.slice(0, lastSpace > 0 ? lastSpace : limit - 1)}…`;
}
