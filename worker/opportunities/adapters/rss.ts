import { FeedError, type FeedAdapter, type FeedItem, type FetchOptions } from '../types.ts';
import {
  attrOf,
  canonicalUrl,
  child,
  fetchFeed,
  isoDate,
  listOf,
  parseXml,
  plainText,
  textOf,
  type XmlNode,
} from './fetch-feed.ts';

/**
 * Business news as RSS 2.0 (https://www.rssboard.org/rss-specification: `<rss><channel><item>` with title, link,
 * description, guid, pubDate, category) or Atom (RFC 4287: `<feed><entry>` with title, link rel="alternate",
 * id, summary/content, published/updated, category term). RSS 1.0 (`<rdf:RDF><item>`) reads like RSS 2.0.
 */

const MAX_ITEMS = 100;
const MAX_TAGS = 10;

type Entry = {
  title: string;
  link: string | null;
  id: string;
  html: string;
  published: string;
  categories: string[];
};

/** Atom text constructs are text, html or xhtml; the first two are strings, xhtml is a `<div>` tree. */
function atomText(node: XmlNode): string {
  if (attrOf(node, 'type') === 'xhtml') return flatten(node);
  return textOf(node);
}

/** All the text under an element (xhtml content), in document order as the parser keeps it. */
function flatten(node: XmlNode): string {
  if (node === undefined || node === null) return '';
  if (typeof node !== 'object') return String(node);
  if (Array.isArray(node)) return node.map(flatten).join(' ');
  return Object.entries(node as Record<string, unknown>)
    .filter(([key]) => !key.startsWith('@_'))
    .map(([, value]) => flatten(value))
    .join(' ');
}

function rssEntry(item: XmlNode): Entry {
  const guid = child(item, 'guid');
  const permalink = attrOf(guid, 'isPermaLink') !== 'false' ? canonicalUrl(textOf(guid)) : null;
  return {
    title: textOf(child(item, 'title')),
    link: canonicalUrl(textOf(child(item, 'link'))) ?? permalink,
    id: textOf(guid),
    html: textOf(child(item, 'description')) || textOf(child(item, 'content:encoded')),
    published: textOf(child(item, 'pubDate')) || textOf(child(item, 'dc:date')),
    categories: listOf(child(item, 'category')).map(textOf),
  };
}

function atomEntry(entry: XmlNode): Entry {
  const links = listOf(child(entry, 'link'));
  const alternate =
    links.find((link) => attrOf(link, 'rel') === 'alternate') ?? links.find((link) => attrOf(link, 'rel') === '');
  return {
    title: atomText(child(entry, 'title')),
    link: canonicalUrl(attrOf(alternate, 'href')),
    id: textOf(child(entry, 'id')),
    html: atomText(child(entry, 'summary')) || atomText(child(entry, 'content')),
    published: textOf(child(entry, 'published')) || textOf(child(entry, 'updated')),
    categories: listOf(child(entry, 'category')).map(
      (category) => attrOf(category, 'label') || attrOf(category, 'term'),
    ),
  };
}

function entriesOf(doc: Record<string, unknown>): Entry[] {
  const rss = child(doc, 'rss');
  if (rss !== undefined) return listOf(child(child(rss, 'channel'), 'item')).map(rssEntry);
  const atom = child(doc, 'feed');
  if (atom !== undefined) return listOf(child(atom, 'entry')).map(atomEntry);
  const rdf = child(doc, 'rdf:RDF');
  if (rdf !== undefined) return listOf(child(rdf, 'item')).map(rssEntry);
  throw new FeedError('The feed is neither RSS nor Atom');
}

export function newsToItems(xml: string, feedUrl: string): FeedItem[] {
  const items = new Map<string, FeedItem>();
  for (const entry of entriesOf(parseXml(xml))) {
    const summary = plainText(entry.html);
    const title = plainText(entry.title, 300) || plainText(entry.html, 120);
    // The item's own URL is its key across feeds; a guid that is not a URL is only unique within its feed.
    const sourceKey = entry.link ?? canonicalUrl(entry.id) ?? (entry.id ? `${feedUrl}#${entry.id}` : null);
    if (!title || !sourceKey || items.has(sourceKey)) continue;
    const tags = new Map<string, string>();
    for (const category of entry.categories.map((text) => plainText(text, 60)).filter(Boolean)) {
      if (!tags.has(category.toLowerCase())) tags.set(category.toLowerCase(), category);
    }
    items.set(sourceKey, {
      sourceKey,
      kind: 'news',
      title,
      summary,
      url: entry.link ?? canonicalUrl(entry.id),
      publishedAt: isoDate(entry.published),
      buyer: null,
      province: null,
      closingAt: null,
      valueCents: null,
      approxTraffic: null,
      tags: [...tags.values()].slice(0, MAX_TAGS),
    });
    if (items.size >= MAX_ITEMS) break;
  }
  return [...items.values()];
}

export const rssAdapter: FeedAdapter = {
  kind: 'rss',
  async read(url: string, options: FetchOptions): Promise<FeedItem[]> {
    const xml = await fetchFeed(
      url,
      options,
      'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8',
    );
    return newsToItems(xml, url);
  },
};
