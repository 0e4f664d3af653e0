import { describe, expect, it } from 'vitest';
import {
  formatDataEstimate,
  formatDuration,
  formatMegabytes,
  isVideoLink,
  LOW_QUALITY_MEGABYTES_PER_HOUR,
  lowQualityMegabytes,
  MAX_VIDEO_SECONDS,
  MIN_VIDEO_SECONDS,
  parseDuration,
  VIDEO_MESSAGES,
  videoSourceHost,
} from './community-videos-rules.ts';

describe('the data estimate of a community video', () => {
  it('is the length times the assumed low-quality rate', () => {
    expect(LOW_QUALITY_MEGABYTES_PER_HOUR).toBe(300);
    expect(lowQualityMegabytes(3600)).toBe(300);
    expect(lowQualityMegabytes(60)).toBe(5);
    expect(lowQualityMegabytes(754)).toBeCloseTo(62.83, 2);
  });

  it('is said as an estimate, rounded no finer than an estimate deserves', () => {
    expect(formatDataEstimate(754)).toBe('about 65 MB at low quality (estimate)');
    expect(formatDataEstimate(108)).toBe('about 9 MB at low quality (estimate)');
    expect(formatDataEstimate(144)).toBe('about 10 MB at low quality (estimate)');
    expect(formatDataEstimate(3600)).toBe('about 300 MB at low quality (estimate)');
    expect(formatDataEstimate(MAX_VIDEO_SECONDS)).toBe('about 1.2 GB at low quality (estimate)');
    // Never "0 MB": the shortest video still costs something.
    expect(formatDataEstimate(MIN_VIDEO_SECONDS)).toBe('about 1 MB at low quality (estimate)');
  });

  it('rounds sizes to whole MB, then to 5 MB, 10 MB and tenths of a GB', () => {
    expect(formatMegabytes(0.2)).toBe('1 MB');
    expect(formatMegabytes(4.4)).toBe('4 MB');
    expect(formatMegabytes(9.4)).toBe('9 MB');
    expect(formatMegabytes(9.6)).toBe('10 MB');
    expect(formatMegabytes(62.8)).toBe('65 MB');
    expect(formatMegabytes(99)).toBe('100 MB');
    expect(formatMegabytes(123)).toBe('120 MB');
    expect(formatMegabytes(996)).toBe('1 GB');
    expect(formatMegabytes(1249)).toBe('1.2 GB');
    expect(formatMegabytes(1250)).toBe('1.3 GB');
  });
});

describe('the length of a community video', () => {
  it('is shown as video sites show it', () => {
    expect(formatDuration(10)).toBe('0:10');
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3735)).toBe('1:02:15');
    expect(VIDEO_MESSAGES.duration).toBe('Length must be from 0:10 to 4:00:00, written like 12:34 or 1:02:15.');
  });

  it('is read as an admin copies it from the video’s page, or as whole minutes', () => {
    expect(parseDuration('12:34')).toBe(754);
    expect(parseDuration(' 1:02:15 ')).toBe(3735);
    expect(parseDuration('0:45')).toBe(45);
    expect(parseDuration('90:00')).toBe(5400);
    expect(parseDuration('45')).toBe(2700);
    for (const text of ['', '12:60', '1:60:00', '12.5', '12 min', '1:2', ':30', '-5', '1:02:15:00']) {
      expect(parseDuration(text), text).toBeNull();
    }
  });
});

describe('the link of a community video', () => {
  it('is an https address on a public host, without a user name that hides the real site', () => {
    expect(isVideoLink('https://www.youtube.com/watch?v=abc123')).toBe(true);
    expect(isVideoLink('https://vimeo.com/123456')).toBe(true);
    for (const link of [
      'http://www.youtube.com/watch?v=abc123',
      'javascript:alert(1)',
      'https://youtube.com@evil.example/watch',
      'https://user:secret@videos.example/watch',
      'https://localhost/video',
      'youtube.com/watch?v=abc123',
      `https://videos.example/${'x'.repeat(500)}`,
    ]) {
      expect(isVideoLink(link), link).toBe(false);
    }
  });

  it('names the site it plays on', () => {
    expect(videoSourceHost('https://www.youtube.com/watch?v=abc123')).toBe('youtube.com');
    expect(videoSourceHost('https://m.youtube.com/watch?v=abc123')).toBe('m.youtube.com');
    expect(videoSourceHost('not a link')).toBe('');
  });
});
