import { describe, expect, it } from 'vitest';
import type { RenderLanguage } from '../../../../schema/contract/app-languages.ts';
import type { Event } from '../../../../schema/contract/events-rules.ts';
import type { Mentor, MentorList } from '../../../../schema/contract/mentors.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import type { GroupSession } from '../../../../schema/contract/sessions-rules.ts';
import { untranslated } from '../../lib/i18n/untranslated-text.ts';
import { renderWithAnswers } from '../../server/render-with-answers.ts';

const mentor: Mentor = {
  id: 1,
  name: 'Sipho Dlamini',
  title: 'Baker and caterer',
  profileImage: null,
  description: 'I bake for weddings.',
  experience: 'Ten years of baking.',
  yearsOfFreedom: 3,
  menteeCount: 12,
  isActive: true,
  location: 'Durban',
  journeyPath: 'side-hustler',
  journeyPaths: ['side-hustler'],
  category: 'food',
  categories: ['food'],
  skills: ['Baking'],
  languages: ['zu', 'en'],
  serviceType: 'mentorship',
  isCoach: false,
  upcomingSessionCount: 1,
  rating: 4.5,
  reviewCount: 4,
};

const session: GroupSession = {
  id: 3,
  mentorId: 1,
  mentor: { id: 1, name: mentor.name, title: mentor.title, profileImage: null },
  title: 'Pricing cakes',
  description: 'How to price what you bake.',
  scheduledAt: '2099-04-04T16:00:00.000Z',
  endsAt: '2099-04-04T17:00:00.000Z',
  duration: 60,
  currentParticipants: 3,
  maxParticipants: 10,
  meetingLink: null,
  hasMeetingLink: true,
  location: 'Soweto Library',
  category: null,
  status: 'scheduled',
  isRegistered: false,
  isHost: false,
  waitlistCount: 0,
  waitlistPosition: null,
  myRating: null,
  ratingAverage: 4.5,
  ratingCount: 2,
  shareUrl: 'https://wa.me/?text=x',
  calendarUrl: null,
  createdAt: '2099-01-01T00:00:00.000Z',
};

const event: Event = {
  id: 7,
  type: 'summit',
  status: 'scheduled',
  title: 'Income Summit',
  description: 'A day of talks.',
  scheduledAt: '2099-04-04T07:00:00Z',
  endTime: null,
  endsAt: '2099-04-04T09:00:00Z',
  location: 'Johannesburg',
  address: null,
  currentAttendees: 3,
  maxAttendees: 10,
  priceCents: 15_000,
  price: '150.00',
  isFree: false,
  isRegistered: false,
  shareUrl: 'https://wa.me/?text=x',
  calendarUrl: null,
  seatHold: null,
  waitlistCount: 0,
  waitlistPosition: null,
};

const answers: Record<string, unknown> = {
  '/api/journey-paths': [],
  '/api/categories': [],
  '/api/mentors': { items: [mentor], nextCursor: null, total: 1, totalIsCapped: false } satisfies MentorList,
  '/api/mentors/1': mentor,
  '/api/group-sessions/3': session,
  '/api/events': { items: [event], nextCursor: null },
  '/api/events/7': event,
};

async function render(path: string, language: RenderLanguage): Promise<string> {
  return renderWithAnswers(path, answers, language, { unanswered: 'not-found' });
}

/** What the pages show as their authors wrote it, and names that stay as they are. */
const KEPT_AS_WRITTEN = [
  PRODUCT_NAME,
  'WhatsApp',
  'Facebook',
  'SAST',
  mentor.name,
  mentor.title,
  mentor.description,
  mentor.experience,
  'SD',
  'Durban',
  'Baking',
  session.title,
  session.description,
  event.title,
  event.description,
  event.location,
  'Soweto Library',
];

/**
 * Texts of shared parts these pages show that go through other catalogs, not yet translated there: the mentor card
 * and details, the session facts, the share links, the template generator, the offline banner, dates and language
 * names. The pages' own texts are not among them.
 */
const OTHER_FOLDERS = [
  'You are offline. You are reading the copy of this page saved on this phone.',
  'PREMIUM',
  'Sepedi (Northern Sotho)',
  'Sesotho',
  'Setswana',
  'siSwati',
  'Tshivenda',
  'Xitsonga',
  'isiNdebele',
  'South African Sign Language',
  'Food',
  'Connect',
  'with',
  'View sessions',
  'Free members can generate 3 templates a month; coaching subscribers 30.',
  '(required)',
  'Choose a template',
  'Side Hustle Plan',
  'Freelance Proposal',
  'Income Stream Blueprint',
  'Online Service Plan',
  'Skills Monetization',
  'Local Business Idea',
  'Business name',
  'Industry (optional)',
  'Target market (optional)',
  'Generate Template',
  'Template',
  'Skills',
  'Categories',
  'Journeys',
  'Location:',
  'Active',
  'Rating',
  'Sessions',
  'Own income for',
  '3 years',
  'Mentored',
  '12 people',
  'About',
  'Experience',
  'How they help',
  'Free group mentorship',
  'Languages',
  'Side Hustler',
  'Status:',
  'Scheduled',
  'Date',
  'Time',
  '60 minutes',
  'Where',
  'Seats',
  'participants',
  'Share on',
  'opens',
  'Sat',
  'Apr',
];

describe('the public group session, event and mentor pages in another language', () => {
  it.each(['/mentors', '/mentors/1', '/group-sessions/3', '/events', '/events/7'])(
    '%s shows its own texts through the catalogs (pseudo-language)',
    async (path) => {
      expect(untranslated(await render(path, 'pseudo'), [...KEPT_AS_WRITTEN, ...OTHER_FOLDERS])).toEqual([]);
    },
  );

  it('keeps the English source word for word', async () => {
    const html = await render('/events/7', 'en');
    expect(untranslated(html, KEPT_AS_WRITTEN)).toEqual(
      expect.arrayContaining([
        'About this event',
        'You pay R150.00 on the next page. Your seat is held for 30 minutes while you pay.',
      ]),
    );
  });
});
