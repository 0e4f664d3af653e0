import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import * as t from '../../schema/db/index.ts';
import { storeImage } from '../images/images.ts';
import { matchTermsOf } from '../mentors/recommend-mentors.ts';
import {
  addParticipants,
  createCategory,
  createComplaint,
  createEvent,
  createEventProposal,
  createGroupSession,
  createJourney,
  createMentor,
  createStory,
  createUser,
  db,
  hoursFromNow,
  signIn,
  subscribeUser,
} from './factories.ts';
import { moneyOfMember } from './account-money.ts';
import { PNG_BYTES } from './image-bytes.ts';

/**
 * POPIA tests (worker/privacy): a member with a row in every table that can hold a member's data, every personal
 * field holding a value that contains `marker`, so a test can look for the marker anywhere in the database or in an
 * export. The member is an administrator and a coach who is also a mentee and a subscriber, so every column that
 * refers to a user (or to their mentor profile) points at them somewhere. `other` is another member on the far side
 * of the shared rows (their conversation, their session, their report), whose own data carries `otherMarker`.
 *
 * A new table or column that refers to users makes the tests that use this fail until it gets a row here.
 */
export async function memberWithEverything() {
  const marker = `zqx${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const otherMarker = `yqw${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const m = (field: string) => `${marker}-${field}`;
  const store = { db, bucket: env.IMAGES };

  const other = await createUser({
    firstName: 'Lerato',
    lastName: `Other${otherMarker}`,
    email: `${otherMarker}@example.test`,
  });
  const { mentor: otherMentor } = await createMentor({ serviceType: 'both', name: `Other mentor ${otherMarker}` });
  const user = await createUser({
    email: `${marker}@example.test`,
    firstName: `First${marker}`,
    lastName: `Last${marker}`,
    role: 'admin',
    oidcSubject: m('oidc-subject'),
  });
  const cookie = await signIn(user.id);
  const [avatar, mentorPhoto, storyPhoto] = [
    await storeImage(store, user.id, PNG_BYTES),
    await storeImage(store, user.id, PNG_BYTES),
    await storeImage(store, user.id, PNG_BYTES),
  ];
  await db.update(t.users).set({ profileImage: avatar.url }).where(eq(t.users.id, user.id));

  // Sign-in records.
  await db.insert(t.knownDevices).values({ userId: user.id, device: m('device') });
  await db
    .insert(t.loginAttempts)
    .values({ email: user.email, ip: m('ip'), device: m('attempt-device'), attemptedAt: new Date().toISOString() });
  await db.insert(t.pendingSignUps).values({
    email: user.email,
    tokenHash: m('sign-up-token'),
    firstName: m('pending-first'),
    lastName: m('pending-last'),
    passwordHash: m('pending-password'),
    createdAt: new Date().toISOString(),
    expiresAt: hoursFromNow(24),
  });
  await db.insert(t.passwordResets).values({
    userId: user.id,
    tokenHash: m('reset-token'),
    createdAt: new Date().toISOString(),
    expiresAt: hoursFromNow(1),
  });
  await db
    .insert(t.calendarFeeds)
    .values({ userId: user.id, tokenHash: m('feed-hash'), tokenCiphertext: m('feed-sealed') });

  // Profiles.
  const menteeText = { goals: m('goals'), interests: m('interests'), location: m('mentee-location') };
  await db.insert(t.menteeProfiles).values({
    userId: user.id,
    bio: m('bio'),
    currentSituation: m('situation'),
    ...menteeText,
    matchTerms: matchTermsOf(menteeText),
    preferredJourneyPath: m('journey'),
    availableTime: m('time'),
    learningStyle: m('style'),
  });
  const category = await createCategory();
  const journey = await createJourney();
  const [mentor] = await db
    .insert(t.mentors)
    .values({
      userId: user.id,
      name: m('mentor-name'),
      title: m('mentor-title'),
      description: m('mentor-description'),
      experience: m('experience'),
      location: m('mentor-location'),
      journeyPath: m('journey-copy'),
      category: m('category-copy'),
      skills: [m('skill')],
      profileImage: mentorPhoto.url,
      serviceType: 'both',
    })
    .returning();
  await db.insert(t.mentorCategories).values({ mentorId: mentor!.id, categorySlug: category.slug });
  await db.insert(t.mentorJourneyPaths).values({ mentorId: mentor!.id, journeyPathSlug: journey.slug });
  await db.insert(t.mentorLanguages).values({ mentorId: mentor!.id, language: 'zu' });
  await db.insert(t.mentorConnections).values([
    { menteeId: other.id, mentorId: mentor!.id },
    { menteeId: user.id, mentorId: otherMentor.id },
  ]);

  // Sessions: one the member hosts (still ahead, with the other member in it), one they joined and rated.
  // Its title is quoted in the cancellation notice its participant gets, which is theirs to keep, so it has no marker.
  const hosted = await createGroupSession(mentor!.id, {
    description: m('session-description'),
    meetingLink: `https://meet.jit.si/${m('link')}`,
    location: m('session-location'),
    category: m('session-category'),
  });
  await addParticipants(hosted.id, [other.id]);
  const joined = await createGroupSession(otherMentor.id);
  await addParticipants(joined.id, [user.id]);
  await db.insert(t.sessionRatings).values({ sessionId: joined.id, userId: user.id, rating: 5, comment: m('rating') });
  const waitedFor = await createGroupSession(otherMentor.id);
  await db.insert(t.sessionWaitlist).values({ sessionId: waitedFor.id, userId: user.id });

  // Events: hosted (from a proposal), registered, and paid seats (one paid, one still being paid for).
  await createEventProposal(user.id, {
    title: m('proposal-title'),
    description: m('proposal-description'),
    proposedDate: m('proposal-date'),
    location: m('proposal-location'),
    contactDetails: m('proposal-contact'),
  });
  const othersProposal = await createEventProposal(other.id);
  await db
    .update(t.eventHostProposals)
    .set({ status: 'declined', reviewedBy: user.id, reviewedAt: new Date().toISOString() })
    .where(eq(t.eventHostProposals.id, othersProposal.id));
  const hostedEvent = await createEvent({ hostUserId: user.id });
  const event = await createEvent();
  await db.insert(t.eventRegistrations).values({ eventId: event.id, userId: user.id });
  const fullEvent = await createEvent();
  await db.insert(t.eventWaitlist).values({ eventId: fullEvent.id, userId: user.id });
  const paidEvent = await createEvent({ priceCents: 15_000 });
  const secondPaidEvent = await createEvent({ priceCents: 15_000 });
  await db.insert(t.eventSeatHolds).values([
    {
      eventId: paidEvent.id,
      userId: user.id,
      status: 'confirmed',
      amountCents: 15_000,
      provider: 'sandbox',
      providerReference: 'sbx_paid_reference',
      checkoutUrl: `https://pay.example/${m('checkout')}`,
      expiresAt: hoursFromNow(-1),
    },
    {
      eventId: secondPaidEvent.id,
      userId: user.id,
      status: 'held',
      amountCents: 15_000,
      provider: 'sandbox',
      providerReference: 'sbx_open_reference',
      checkoutUrl: `https://pay.example/${m('open-checkout')}`,
      expiresAt: hoursFromNow(0.5),
    },
  ]);

  // Stories, complaints, notices, AI.
  await createStory({
    userId: user.id,
    name: m('story-name'),
    profileImage: storyPhoto.url,
    beforeTitle: m('before'),
    afterTitle: m('after'),
    quote: m('quote'),
    transformationTime: m('transformation'),
  });
  await createComplaint(user.id, {
    fullName: m('complainant'),
    contactDetails: m('contact'),
    complaintDetails: m('complaint-details, what happened in the session'),
    supportingEvidence: m('evidence'),
  });
  await db.insert(t.notifications).values({ userId: user.id, kind: 'test', text: m('notice') });
  await db.insert(t.notificationOutbox).values({
    userId: user.id,
    channel: 'email',
    kind: 'test',
    dedupeKey: m('outbox-key'),
    text: m('outbox-notice'),
    sessionId: joined.id,
    dueAt: new Date().toISOString(),
    nextAttemptAt: new Date().toISOString(),
  });
  await db
    .insert(t.notificationPreferences)
    .values({ userId: user.id, emailEnabled: true, whatsappEnabled: true, whatsappPhone: '+27821234567' });
  await db.insert(t.aiUsage).values({ userId: user.id, kind: 'template', day: '2026-11-23', count: 2 });
  await db.insert(t.completedLessons).values({ userId: user.id, lessonId: m('lesson') });

  // Consents: the terms at sign-up, and a parent's consent after an open request to them.
  await db.insert(t.consents).values([
    { userId: user.id, kind: 'terms', version: '2026-11-22', granted: true, method: 'sign_up_form' },
    {
      userId: user.id,
      kind: 'guardian',
      version: '2026-11-22',
      granted: true,
      method: 'email_link',
      guardianName: m('guardian-name'),
      guardianEmail: `${m('guardian')}@example.com`,
      guardianRelationship: 'parent',
    },
  ]);
  await db.insert(t.guardianConsentRequests).values({
    userId: user.id,
    tokenHash: m('guardian-token'),
    guardianName: m('asked-guardian'),
    guardianEmail: `${m('asked-guardian')}@example.com`,
    relationship: 'parent',
    createdAt: new Date().toISOString(),
    expiresAt: hoursFromNow(24),
  });

  // Community: membership, a message, a report each way, and moderation done as an administrator.
  const [room] = await db
    .insert(t.communityRooms)
    .values({ name: `Room ${crypto.randomUUID()}`, description: 'Talk', category: 'digital-freedom' })
    .returning();
  await db.insert(t.roomMembers).values([
    { roomId: room!.id, userId: user.id },
    { roomId: room!.id, userId: other.id },
  ]);
  const [mine, theirs] = await db
    .insert(t.roomMessages)
    .values([
      { roomId: room!.id, userId: user.id, content: m('room-message') },
      {
        roomId: room!.id,
        userId: other.id,
        content: `Hello from ${otherMarker}`,
        hiddenAt: new Date().toISOString(),
        hiddenBy: user.id,
      },
    ])
    .returning();
  await db.insert(t.roomMessageReports).values([
    { messageId: theirs!.id, reporterId: user.id, reason: m('report-reason'), status: 'actioned', resolvedBy: user.id },
    { messageId: mine!.id, reporterId: other.id, reason: 'Off topic' },
  ]);
  await db.insert(t.communityVideos).values({
    title: 'Pricing basics',
    url: `https://videos.example/${crypto.randomUUID()}`,
    durationSeconds: 300,
    topic: 'money-and-pricing',
    addedBy: user.id,
  });
  await db
    .insert(t.adminAuditLog)
    .values({ adminId: user.id, action: 'test.action', targetType: 'test', targetId: '1' });
  // A better wording the member suggested, and another member's suggestion the member handled as an administrator.
  await db.insert(t.wordingSuggestions).values([
    { language: 'zu', pagePath: '/events', pageText: m('page-text'), suggestion: m('wording'), memberId: user.id },
    {
      language: 'xh',
      pagePath: '/mentors',
      pageText: 'Abacebisi',
      suggestion: 'Iingcali',
      memberId: other.id,
      handledAt: new Date().toISOString(),
      handledBy: user.id,
    },
  ]);

  // Coaching on both sides: the other member is coached by this member, and this member by another coach.
  const subscription = await subscribeUser(user.id, { providerSubscriptionId: `sub_sbx_${crypto.randomUUID()}` });
  await subscribeUser(other.id, { coachId: mentor!.id });
  await db
    .insert(t.paymentCustomers)
    .values({ userId: user.id, provider: 'sandbox', providerCustomerId: m('customer') });
  const [coached, coaching] = await db
    .insert(t.coachingConnections)
    .values([
      { menteeId: other.id, mentorId: mentor!.id },
      { menteeId: user.id, mentorId: otherMentor.id },
    ])
    .returning();
  await db.insert(t.coachingMessages).values([
    { connectionId: coached!.id, senderId: user.id, receiverId: other.id, content: m('coaching-message') },
    { connectionId: coached!.id, senderId: other.id, receiverId: user.id, content: `Thanks ${otherMarker}` },
    { connectionId: coaching!.id, senderId: user.id, receiverId: otherMentor.userId, content: m('question') },
  ]);
  const [shared] = await db
    .insert(t.coachingMessages)
    .values({
      connectionId: coached!.id,
      senderId: user.id,
      receiverId: other.id,
      content: m('file.pdf'),
      messageType: 'file',
    })
    .returning();
  await db.insert(t.coachingFiles).values({
    connectionId: coached!.id,
    uploaderId: user.id,
    messageId: shared!.id,
    r2Key: `coaching-files/${crypto.randomUUID()}`,
    fileName: m('file.pdf'),
    contentType: 'application/pdf',
    sizeBytes: 1234,
  });

  // Coaching calls on both sides: the member coaches the other member (hours, a completed call with an action plan)
  // and is coached by the other coach.
  await db.insert(t.coachAvailability).values({
    mentorId: mentor!.id,
    weeklyHours: { mon: [{ start: '09:00', end: '12:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
    meetingLink: `https://meet.example/${m('coach-link')}`,
  });
  const otherSubscription = await db
    .select({ id: t.coachingSubscriptions.id })
    .from(t.coachingSubscriptions)
    .where(eq(t.coachingSubscriptions.userId, other.id));
  const call = (startsInHours: number) => ({
    startsAt: hoursFromNow(startsInHours),
    endsAt: hoursFromNow(startsInHours + 1),
    periodEnd: '',
    videoCode: crypto.randomUUID(),
  });
  const [given] = await db
    .insert(t.coachingCalls)
    .values([
      {
        connectionId: coached!.id,
        subscriptionId: otherSubscription[0]!.id,
        menteeId: other.id,
        mentorId: mentor!.id,
        status: 'completed',
        ...call(-48),
      },
      {
        connectionId: coaching!.id,
        subscriptionId: subscription.id,
        menteeId: user.id,
        mentorId: otherMentor.id,
        ...call(48),
      },
    ])
    .returning();
  await db.insert(t.coachingActionPlans).values({ callId: given!.id, summary: m('action-plan'), links: [] });
  await db.insert(t.coachingActionSteps).values({ callId: given!.id, position: 1, text: m('next-step') });
  const money = await moneyOfMember({ userId: user.id, mentorId: mentor!.id, subscriptionId: subscription.id, marker });

  return {
    marker,
    otherMarker,
    user,
    cookie,
    other,
    otherCookie: await signIn(other.id),
    mentor: mentor!,
    room: room!,
    hostedSession: hosted,
    hostedEvent,
    subscription,
    payment: money.payment,
    imageKeys: [avatar, mentorPhoto, storyPhoto].map(({ url }) => url.slice(url.lastIndexOf('/') + 1)),
  };
}
