import { describe, expect, it } from 'vitest';
import { formatsIn } from '../../../schema/contract/local-formats.ts';
import {
  firstFriday,
  formatMeetupDay,
  johannesburgToday,
  MEETUP_CITIES,
  meetupDay,
  upcomingMeetupDays,
} from './meetups.ts';

const dates = (now: string, count?: number) => upcomingMeetupDays(new Date(now), count).map((d) => d.date);

describe('the monthly meetups', () => {
  it('are in Cape Town, Johannesburg and Durban', () => {
    expect(MEETUP_CITIES).toEqual(['Cape Town', 'Johannesburg', 'Durban']);
  });

  it('fall on the first Friday of a month, including months that start on a Friday or a Saturday', () => {
    expect(firstFriday(2026, 1).date).toBe('2026-01-02');
    expect(firstFriday(2026, 5).date).toBe('2026-05-01'); // 1 May 2026 is a Friday
    expect(firstFriday(2025, 11).date).toBe('2025-11-07'); // 1 Nov 2025 is a Saturday
    for (const month of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const { year, day } = firstFriday(2027, month);
      const date = new Date(Date.UTC(year, month - 1, day));
      expect(date.getUTCDay(), `month ${month}`).toBe(5);
      expect(day).toBeLessThanOrEqual(7);
    }
  });

  it('move to the next Friday when the first one is a public holiday', () => {
    expect(meetupDay(2027, 1).date).toBe('2027-01-08'); // Friday 1 January 2027 is New Year's Day
    expect(meetupDay(2026, 4).date).toBe('2026-04-10'); // Friday 3 April 2026 is Good Friday
    expect(meetupDay(2026, 5).date).toBe('2026-05-08'); // Friday 1 May 2026 is Workers' Day
    expect(meetupDay(2026, 2).date).toBe('2026-02-06'); // an ordinary first Friday stays
    expect(dates('2026-12-10T08:00:00Z')).toEqual(['2027-01-08', '2027-02-05', '2027-03-05']);
  });

  it('lists the next three, across the turn of the year', () => {
    expect(dates('2026-01-10T08:00:00Z')).toEqual(['2026-02-06', '2026-03-06', '2026-04-10']);
    expect(dates('2025-12-20T08:00:00Z')).toEqual(['2026-01-02', '2026-02-06', '2026-03-06']);
    expect(dates('2026-01-01T08:00:00Z', 1)).toEqual(['2026-01-02']);
  });

  it("counts today's meetup until Johannesburg's day is over", () => {
    // 2 January 2026 is the first Friday: 23:30 SAST is 21:30 UTC, still that Friday in Johannesburg.
    expect(dates('2026-01-02T21:30:00Z')[0]).toBe('2026-01-02');
    // 00:30 SAST on Saturday 3 January is still Friday in UTC, but the meetup is over.
    expect(dates('2026-01-02T22:30:00Z')[0]).toBe('2026-02-06');
  });

  it("takes the day from Johannesburg, not the phone's own clock or UTC", () => {
    expect(johannesburgToday(new Date('2026-03-31T22:30:00Z'))).toEqual({ year: 2026, month: 4, day: 1 });
    // 23:00 UTC on 30 April 2026 is 1 May in Johannesburg: Workers' Day, so that month's meetup is on the 8th.
    expect(dates('2026-04-30T23:00:00Z')[0]).toBe('2026-05-08');
    // 23:00 UTC on 5 February 2026 is Friday 6 February, that month's meetup, in Johannesburg.
    expect(dates('2026-02-05T23:00:00Z')[0]).toBe('2026-02-06');
  });

  it('reads as a long South African date', () => {
    expect(formatMeetupDay(firstFriday(2026, 2), formatsIn('en'))).toBe('Friday, 6 February 2026');
    expect(formatMeetupDay(firstFriday(2026, 2), formatsIn('af'))).toBe('Vrydag 6 Februarie 2026');
  });
});
