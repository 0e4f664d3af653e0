import * as z from 'zod/mini';
import { OPPORTUNITY_FEED_KINDS, OPPORTUNITY_KINDS } from './enums.ts';
import { OPPORTUNITY_MESSAGES, OPPORTUNITY_PAGE_SIZE, OPPORTUNITY_SORTS, PROVINCES } from './opportunities-rules.ts';
import './zod-mini.ts';
import { lineText, queryInt } from './fields.ts';
import { outsideAddressRefusal } from './outside-address-rules.ts';

export * from './opportunities-rules.ts';

/** `GET /api/business-opportunities` query (all optional). */
export const OpportunityListQuerySchema = z.object({
  category: z.optional(z.string().check(lineText(), z.maxLength(60))),
  province: z.optional(z.enum(PROVINCES)),
  kind: z.optional(z.enum(OPPORTUNITY_KINDS)),
  sort: z._default(z.enum(OPPORTUNITY_SORTS), 'score'),
  limit: z._default(queryInt({ min: 1, max: 100 }), OPPORTUNITY_PAGE_SIZE),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

/** The Worker fetches a feed's address, so it must be one the outside-address rule lets it fetch. */
const FeedUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(500, { message: OPPORTUNITY_MESSAGES.feedUrl }),
  z.refine((value) => /^https:\/\/[^\s]+$/i.test(value) && URL.canParse(value), {
    message: OPPORTUNITY_MESSAGES.feedUrl,
  }),
  // Each refusal but 'not-https' (the check above says that one) has its own sentence.
  z.refine((value) => outsideAddressRefusal(value) !== 'credentials', {
    message: OPPORTUNITY_MESSAGES.feedUrlCredentials,
  }),
  z.refine((value) => outsideAddressRefusal(value) !== 'not-public', {
    message: OPPORTUNITY_MESSAGES.feedUrlNotPublic,
  }),
);

const feedFields = {
  name: z
    .string()
    .check(
      lineText(),
      z.minLength(1, { message: OPPORTUNITY_MESSAGES.feedName }),
      z.maxLength(120, { message: OPPORTUNITY_MESSAGES.feedName }),
    ),
  kind: z.enum(OPPORTUNITY_FEED_KINDS),
  url: FeedUrlSchema,
  enabled: z.boolean(),
};

/** `POST /api/admin/opportunity-feeds`: a new feed is switched on unless the admin says otherwise. */
export const CreateFeedSchema = z.object({ ...feedFields, enabled: z._default(feedFields.enabled, true) });

/**
 * `PATCH /api/admin/opportunity-feeds/{id}`: switch a feed on or off, rename it, or correct its address. Built on
 * the fields without the create's default, so a field left out stays as it is (a rename keeps a feed switched off).
 */
export const UpdateFeedSchema = z.partial(z.object(feedFields));
