/**
 * Community videos: a short list of useful videos the admins keep, shown on /community with what each
 * costs in data before anyone taps it. Types, limits, messages and the data estimate both sides share. Free of zod
 * (decision 006): community-videos.ts builds the schemas on it and re-exports it.
 */
import { isHttpsUrl } from './admin-rules.ts';
import type { VIDEO_TOPICS } from './enums.ts';

export type VideoTopic = (typeof VIDEO_TOPICS)[number];

/** `GET /api/community/videos` (everyone) and `GET /api/admin/community-videos` (admins): newest first. */
export type CommunityVideo = {
  id: number;
  title: string;
  /** Where the video plays: an https:// page on its own site, opened in a new tab, never embedded. */
  url: string;
  durationSeconds: number;
  topic: VideoTopic;
  createdAt: string;
};

export const VIDEO_TOPIC_LABELS: Record<VideoTopic, string> = {
  'starting-a-business': 'Starting a business',
  'money-and-pricing': 'Money and pricing',
  'selling-and-marketing': 'Selling and marketing',
  'digital-skills': 'Digital skills',
  'finding-work': 'Finding work',
  farming: 'Farming',
  other: 'Other',
};

/** A short list: the page loads it whole (no paging), and a visitor reads it on prepaid data. */
export const MAX_COMMUNITY_VIDEOS = 20;
export const MIN_VIDEO_TITLE = 3;
export const MAX_VIDEO_TITLE = 120;
export const MAX_VIDEO_LINK = 500;
/** From a short clip to a long recorded workshop. */
export const MIN_VIDEO_SECONDS = 10;
export const MAX_VIDEO_SECONDS = 4 * 60 * 60;

export const VIDEO_MESSAGES = {
  title: `Title must be ${MIN_VIDEO_TITLE} to ${MAX_VIDEO_TITLE} characters.`,
  link: 'The link must be the video’s full https:// address.',
  duration: `Length must be from ${formatDuration(MIN_VIDEO_SECONDS)} to ${formatDuration(MAX_VIDEO_SECONDS)}, written like 12:34 or 1:02:15.`,
  topic: 'Please choose a topic from the list.',
  linkTaken: 'This video is already on the list.',
  listFull: `The list holds at most ${MAX_COMMUNITY_VIDEOS} videos. Remove one before adding another.`,
  notFound: 'Video not found.',
  nothingToChange: 'Send at least one field to change.',
} as const;

/**
 * A link the page may open: https, a public-looking host (with a dot) and no user name or password in it (a link
 * like https://youtube.com@evil.example reads as one site and opens another).
 */
export function isVideoLink(value: string): boolean {
  if (value.length > MAX_VIDEO_LINK || !isHttpsUrl(value)) return false;
  const url = new URL(value);
  return url.hostname.includes('.') && url.username === '' && url.password === '';
}

/** The site a video opens on, as people know it: "youtube.com" for https://www.youtube.com/watch?v=…. */
export function videoSourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * The assumed data use of video at low quality: 300 MB an hour (5 MB a minute, about 0.67 Mbit/s).
 *
 * Source: the Netflix Help Center article "How to control how much data Netflix uses", whose Low setting uses
 * "0.3 GB per hour per device" (read as quoted at https://jazi.net/netflix and
 * https://help.wecompare.ie/en/support/solutions/articles/44002151376-how-much-data-do-i-use-streaming-netflix-).
 * It is a published figure for a named low-quality setting, and close to what YouTube's recommended 360p bitrate
 * works out to (315 MB an hour: https://blogtuan.info/2022/04/22/how-much-data-does-youtube-actually-use/). Real use
 * differs by site, setting and picture: SlashGear measured 27 MB for an hour of YouTube at 144p
 * (https://www.slashgear.com/1966598/youtube-data-usage-per-hour), while Vodacom's guide counts about 500 MB for an
 * hour of low-res video (https://now.vodacom.co.za/article/datawyze-data-bundles-a-crash-course). So every screen
 * labels the figure an estimate.
 */
export const LOW_QUALITY_MEGABYTES_PER_HOUR = 300;

/** Megabytes (1 MB = 1,000,000 bytes, as the source counts) to watch the whole video at low quality. */
export function lowQualityMegabytes(durationSeconds: number): number {
  return (durationSeconds * LOW_QUALITY_MEGABYTES_PER_HOUR) / 3600;
}

/**
 * A size as people read it on a data bundle, rounded so it does not claim more precision than an estimate has:
 * whole MB under 10 (at least 1), to 5 MB under 100, to 10 MB under 1,000, then GB with one decimal.
 */
export function formatMegabytes(megabytes: number): string {
  const rounded =
    megabytes < 9.5
      ? Math.max(1, Math.round(megabytes))
      : megabytes < 100
        ? Math.round(megabytes / 5) * 5
        : Math.round(megabytes / 10) * 10;
  if (rounded < 1000) return `${rounded} MB`;
  return `${Math.round(megabytes / 100) / 10} GB`;
}

/** "about 60 MB at low quality (estimate)": what watching the whole video costs, said as the estimate it is. */
export function formatDataEstimate(durationSeconds: number): string {
  return `about ${formatMegabytes(lowQualityMegabytes(durationSeconds))} at low quality (estimate)`;
}

// A declaration, not a const: VIDEO_MESSAGES above formats its bounds while the module loads.
function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** "12:34", "1:02:15": how video sites show a length. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}` : `${minutes}:${twoDigits(seconds)}`;
}

/**
 * A length as an admin types it, copied from the video's page: "12:34", "1:02:15", or a whole number of minutes
 * ("45"). Null when it is none of these (seconds or minutes past 59 after a colon, letters, nothing).
 */
export function parseDuration(text: string): number | null {
  const value = text.trim();
  if (/^\d{1,3}$/.test(value)) return Number(value) * 60;
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) return null;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}
