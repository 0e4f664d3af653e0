/**
 * The video editor's values and request bodies. Its rules are the contract's CreateVideoSchema, which the form kit
 * runs before sending, with the messages the server answers with. The length is typed as the video's page shows
 * it ("12:34") and sent in seconds.
 */
import {
  formatDuration,
  parseDuration,
  type CommunityVideo,
  type VideoTopic,
} from '../../../../schema/contract/community-videos-rules.ts';
import type { CreateVideoInput, UpdateVideoInput } from '../../../../schema/contract/community-videos.ts';

export interface VideoFormValues {
  title: string;
  url: string;
  /** As typed: "12:34", "1:02:15" or whole minutes. */
  duration: string;
  topic: VideoTopic;
}
export type VideoField = keyof VideoFormValues;

/** Screen order: the first field with a problem is focused. */
export const VIDEO_FIELD_ORDER: readonly VideoField[] = ['title', 'url', 'duration', 'topic'];

/** The contract names the length `durationSeconds`; the form shows it in the `duration` field. */
export function videoFieldOf(name: string): VideoField | undefined {
  if (name === 'durationSeconds') return 'duration';
  return VIDEO_FIELD_ORDER.find((field) => field === name);
}

export function videoValues(video: CommunityVideo | null): VideoFormValues {
  return {
    title: video?.title ?? '',
    url: video?.url ?? '',
    duration: video ? formatDuration(video.durationSeconds) : '',
    topic: video?.topic ?? 'starting-a-business',
  };
}

/**
 * The `POST /api/admin/community-videos` body (trimmed), and what the form checks for an edit too. A length that
 * cannot be read is sent as NaN, so the contract's own sentence about lengths is shown beside the field.
 */
export function toVideoInput(values: VideoFormValues): CreateVideoInput {
  return {
    title: values.title.trim(),
    url: values.url.trim(),
    durationSeconds: parseDuration(values.duration) ?? Number.NaN,
    topic: values.topic,
  };
}

/** The `PATCH` body: only what changed (the server refuses an empty change); null when nothing did. */
export function updateVideoPayload(video: CommunityVideo, input: CreateVideoInput): UpdateVideoInput | null {
  const changes: UpdateVideoInput = {};
  if (input.title !== video.title) changes.title = input.title;
  if (input.url !== video.url) changes.url = input.url;
  if (input.durationSeconds !== video.durationSeconds) changes.durationSeconds = input.durationSeconds;
  if (input.topic !== video.topic) changes.topic = input.topic;
  return Object.keys(changes).length > 0 ? changes : null;
}
