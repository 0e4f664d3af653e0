import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CreateVideoSchema,
  UpdateVideoSchema,
  VIDEO_MESSAGES,
  type CommunityVideo,
} from '../../../../schema/contract/community-videos.ts';
import { checkInput, placeIssues } from '../../components/form/form-errors.ts';
import { auditActionLabel, auditTargetLabel } from './admin-display.ts';
import {
  toVideoInput,
  updateVideoPayload,
  VIDEO_FIELD_ORDER,
  videoFieldOf,
  videoValues,
  type VideoFormValues,
} from './video-form.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

const video: CommunityVideo = {
  id: 7,
  title: 'Pricing your crafts',
  url: 'https://videos.example.test/watch?v=pricing',
  durationSeconds: 754,
  topic: 'money-and-pricing',
  createdAt: '2026-03-01T08:00:00Z',
};

/** What the video dialog shows for these values: the contract's problems beside the dialog's fields. */
const problems = (values: VideoFormValues) =>
  checkInput(CreateVideoSchema, toVideoInput(values), VIDEO_FIELD_ORDER, { fieldOf: videoFieldOf });

describe('the video editor', () => {
  it('checks what the server checks, with its messages, beside each field (the length beside "Length")', () => {
    expect(problems(videoValues(null))).toEqual({
      fields: { title: VIDEO_MESSAGES.title, url: VIDEO_MESSAGES.link, duration: VIDEO_MESSAGES.duration },
      form: undefined,
    });
    for (const duration of ['12:60', 'twelve', '0:05', '4:00:01', '300']) {
      expect(problems({ ...videoValues(video), duration }).fields, duration).toEqual({
        duration: VIDEO_MESSAGES.duration,
      });
    }
    for (const url of ['http://videos.example.test/x', 'videos.example.test/x', 'https://a@b.example/x']) {
      expect(problems({ ...videoValues(video), url }).fields, url).toEqual({ url: VIDEO_MESSAGES.link });
    }
    expect(problems(videoValues(video))).toEqual({ fields: {}, form: undefined });
  });

  it('adds with a trimmed body and the length in seconds', () => {
    const body = toVideoInput({
      title: '  Selling on WhatsApp ',
      url: ' https://videos.example.test/watch?v=wa ',
      duration: '1:02:15',
      topic: 'selling-and-marketing',
    });
    expect(body).toEqual({
      title: 'Selling on WhatsApp',
      url: 'https://videos.example.test/watch?v=wa',
      durationSeconds: 3735,
      topic: 'selling-and-marketing',
    });
    expect(CreateVideoSchema.safeParse(body).success).toBe(true);
  });

  it('shows a video’s length as it was typed from its page, and sends only what changed', () => {
    expect(videoValues(video).duration).toBe('12:34');
    expect(updateVideoPayload(video, toVideoInput(videoValues(video)))).toBeNull();
    const changes = updateVideoPayload(video, toVideoInput({ ...videoValues(video), duration: '13', topic: 'other' }));
    expect(changes).toEqual({ durationSeconds: 780, topic: 'other' });
    expect(UpdateVideoSchema.safeParse(changes).success).toBe(true);
  });

  it('puts a link that is already listed beside the link field', () => {
    // The Worker answers 409 with the issue on `url`.
    expect(placeIssues([{ path: 'url', message: VIDEO_MESSAGES.linkTaken }], VIDEO_FIELD_ORDER, videoFieldOf)).toEqual({
      fields: { url: VIDEO_MESSAGES.linkTaken },
      form: undefined,
    });
  });

  it('names video changes in the audit log', () => {
    expect(auditActionLabel('community-video.create', en)).toBe('Added a community video');
    expect(auditTargetLabel({ targetType: 'community_video', targetId: '7' }, en)).toBe('Video #7');
  });
});
