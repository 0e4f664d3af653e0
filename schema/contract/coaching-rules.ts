import { PRODUCT_NAME } from './product.ts';
import type { CONNECTION_STATUSES, PAYMENT_PROVIDERS, SUBSCRIPTION_STATUSES } from './enums.ts';

/**
 * Premium coaching: the constants, types and messages the screens and the Worker share (spec sections 2, 3, 4, 5,
 * 6, 8 and 9). Free of zod so the browser can import it; `coaching.ts` builds the schemas on it.
 */

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** `GET /api/coaching/plans`: the spec's field names; `price` in rand per month (`priceCents` for arithmetic). */
export type CoachingPlan = {
  id: number;
  name: string;
  price: number;
  priceCents: number;
  description: string;
  max_sessions_per_month: number;
  session_duration_minutes: number;
  includes_chat: boolean;
  includes_files: boolean;
  features: string[];
};

/** How this deployment takes money; `testMode` is the app's own labelled test checkout (no money moves). */
export type PaymentSetup = { provider: PaymentProviderName; testMode: boolean } | null;

/**
 * `GET /api/coaching/subscription` and `GET /api/subscription`: the caller's current subscription (the newest one
 * that is not canceled, else the newest), or `status: null` when they never subscribed.
 */
export type CoachingSubscription = {
  status: SubscriptionStatus | null;
  plan: { id: number; name: string; price: number } | null;
  coachId: number | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The plan the member moves to at `currentPeriodEnd` (they asked to change plans), else null. */
  nextPlan: { id: number; name: string; price: number } | null;
  /**
   * The plan's calls in this billing period (which ends at `currentPeriodEnd`) and how many are used (decision 033);
   * null without an active subscription.
   */
  callsAllowed: number | null;
  callsUsed: number | null;
  /** Where checkouts go (null: payments are not set up on this deployment). */
  payments: PaymentSetup;
};

/** `POST /api/coaching/{provider}/create-customer`. */
export type CreatedCustomer = { customerId: string };

/** `POST /api/coaching/{provider}/create-subscription` and a paid event's checkout: where to send the buyer. */
export type CheckoutStart = { clientSecret: string; checkoutUrl: string };

/** One side of a coaching connection as the other side sees it. */
export type CoachingConnection = {
  id: number;
  status: ConnectionStatus;
  /** The subscriber's user id (spec: menteeId). */
  menteeId: string;
  mentor: { id: number; name: string; title: string; profileImage: string | null; userId: string };
  mentee: { id: string; name: string; profileImage: string | null };
  /** Which side the caller is on. */
  myRole: 'mentee' | 'coach';
  /** Messages to the caller not yet read. */
  unreadCount: number;
  lastMessageAt: string | null;
  createdAt: string;
};

/** A file shared in a coaching conversation, as its message and the connection's Files list show it. */
export type CoachingFileDetails = { id: number; name: string; contentType: string; sizeBytes: number };

/**
 * A coaching chat message. senderId and receiverId are user ids. A file message's `content` is the file's name and
 * `file` its details, or null once the file is gone (its uploader deleted their account).
 */
export type CoachingMessage = {
  id: number;
  connectionId: number;
  senderId: string;
  receiverId: string;
  content: string;
  createdAt: string;
  readAt: string | null;
} & ({ messageType: 'text'; file?: never } | { messageType: 'file'; file: CoachingFileDetails | null });

/** History pages come newest first; `nextBefore` fetches the page of older messages (as room chat). */
export type CoachingMessagePage = { items: CoachingMessage[]; nextBefore: number | null };

/**
 * What a conversation's WebSocket sends (receive-only: messages are sent with `POST /api/messages`; anything a client
 * writes to the socket is answered with `error`).
 */
export type ConversationSocketMessage =
  | { type: 'message'; message: CoachingMessage }
  | { type: 'read'; connectionId: number; readerId: string; upToId: number }
  /** The coach accepted, or either side ended the connection: both screens update at once. */
  | { type: 'status'; connectionId: number; status: ConnectionStatus }
  | { type: 'error'; status: number; message: string };

export const COACHING_MESSAGE_MAX_LENGTH = 2000;
export const COACHING_MESSAGE_PAGE_SIZE = 50;
/** The price the spec's toast quotes; plan prices themselves always come from the server. */
export const QUOTED_MONTHLY_PRICE = 'R299/month';
/** A paid event's seat is held this long while its buyer pays (Stripe's shortest Checkout expiry). */
export const SEAT_HOLD_MINUTES = 30;

/** `GET /api/coaching-connections/:id/files`: one file of the connection's Files list. */
export type CoachingFile = CoachingFileDetails & { messageId: number; uploaderId: string; createdAt: string };

/**
 * The connection's Files list, newest first (`nextBefore` pages back), and whether files can be shared in it: the
 * subscriber's active plan includes them.
 */
export type CoachingFilePage = { filesAllowed: boolean; items: CoachingFile[]; nextBefore: number | null };

export const COACHING_FILE_PAGE_SIZE = 50;
/** The most one shared file may weigh. */
export const COACHING_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const COACHING_FILE_MAX_LABEL = '10 MB';
/** A file name is kept to this many characters. */
export const COACHING_FILE_NAME_MAX_LENGTH = 200;
/**
 * What one person may share in any 24 hours, over all their conversations: enough for a day's documents, too little
 * to use a coaching conversation as free storage.
 */
export const COACHING_FILES_PER_DAY = 20;
export const COACHING_FILE_BYTES_PER_DAY = 50 * 1024 * 1024;
export const COACHING_FILE_BYTES_PER_DAY_LABEL = '50 MB';

/** The types a shared file may be, decided by its bytes, and the file name endings each one is saved with. */
export const COACHING_FILE_TYPES = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
} as const;
export type CoachingFileType = keyof typeof COACHING_FILE_TYPES;
/** The file picker's `accept`: the endings above. */
export const COACHING_FILE_ACCEPT = Object.values(COACHING_FILE_TYPES).flat().join(',');

/** The Worker's answers about shared files (and the screen's, before anything is sent), word for word. */
export const COACHING_FILE_MESSAGES = {
  tooLarge: `Files can be at most ${COACHING_FILE_MAX_LABEL}.`,
  unsupportedType: 'Only PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX), JPEG and PNG files can be shared.',
  empty: 'The file is empty.',
  nameRequired: 'The file needs a name.',
  tooMany: `You can share at most ${COACHING_FILES_PER_DAY} files, ${COACHING_FILE_BYTES_PER_DAY_LABEL} in all, in 24 hours. Please try again later.`,
  notInPlan: (plansWithFiles: readonly string[]) =>
    plansWithFiles.length > 0
      ? `File sharing is part of the ${plansWithFiles.join(' and ')} coaching ${plansWithFiles.length === 1 ? 'plan' : 'plans'}; this conversation's plan does not include it.`
      : "File sharing is not part of this conversation's coaching plan.",
  notFound: 'File not found.',
  uploadFailed: 'The file could not be shared. Please try again.',
} as const;

/** Spec sections 5 and 8 word for word, plus the server's own answers. */
export const COACHING_MESSAGES = {
  loginToSubscribe: 'Please log in to subscribe to coaching plans.',
  alreadySubscribed: 'You already have an active coaching subscription.',
  subscriptionFailed: 'Subscription Failed',
  subscriptionFailedText: 'Unable to create subscription. Please try again.',
  subscriptionCreated: 'Subscription Created!',
  subscriptionCreatedText: 'redirecting to payment checkout...',
  coachingRequired: `${PRODUCT_NAME} Coaching Required`,
  coachingRequiredText: `One-on-one chat is available with the coaching subscription (${QUOTED_MONTHLY_PRICE}). Join group sessions for free mentorship!`,
  sendFailed: 'Failed to send message. Please try again.',
  selectConnection: 'Please select a coaching connection first.',
  emptyMessage: 'Please type a message.',
  messageTooLong: `Messages can be at most ${COACHING_MESSAGE_MAX_LENGTH} characters.`,
  // Worker answers.
  planNotFound: 'That coaching plan is not available.',
  customerNotFound: 'Unknown customer: create a customer for this account first.',
  coachNotFound: 'That coach is not available for one-on-one coaching.',
  providerUnavailable: 'Payments are not set up on this server.',
  providerMismatch: 'This server takes payments through another provider.',
  noSubscription: 'You have no coaching subscription to cancel.',
  subscriptionRequired: 'An active coaching subscription is needed for one-on-one chat.',
  connectionNotFound: 'Coaching connection not found.',
  connectionNotActive: 'This coaching connection is not active, so messages cannot be sent.',
  wrongReceiver: 'receiverId must be the other person of this coaching connection.',
  onlyCoachAccepts: 'Only the coach can accept a coaching request.',
  notACoach: 'Only coaches can be chosen for one-on-one coaching.',
  ownCoach: 'You cannot book yourself as your coach.',
  paymentFailed: 'Payment failed.',
  noActiveSubscription: 'You need an active coaching subscription to change plans.',
  samePlan: 'You are already on that plan.',
  planChanged: 'Your new plan starts when this month ends.',
} as const;

/** Rand from cents for the spec's `price` field: 29900 → 299. */
export const randFromCents = (cents: number) => cents / 100;

/** `GET /api/coaching/coaches`: mentors a subscriber can choose (serviceType coach or both, active). */
export type CoachSummary = {
  id: number;
  name: string;
  title: string;
  profileImage: string | null;
  location: string;
  description: string;
  /** The caller's connection with this coach, if any (so the picker shows Requested / Connected). */
  connection: { id: number; status: ConnectionStatus } | null;
};
