import * as z from 'zod/mini';
import { cleanMultilineText, queryInt } from './fields.ts';
import { PAGE_SIZE_MAX } from './pagination.ts';
import { isSameSitePath } from './return-path-rules.ts';
import {
  MAX_WORDING_PAGE_PATH,
  MAX_WORDING_SUGGESTION,
  MAX_WORDING_TEXT,
  WORDING_LANGUAGES,
  WORDING_MESSAGES,
  type WordingLanguage,
} from './wording-suggestions-rules.ts';
import { addIssue } from './zod-mini.ts';

// The constants live in the zod-free wording-suggestions-rules.ts (the browser imports them from there).
export * from './wording-suggestions-rules.ts';

/** Text that is required after cleaning and at most `max` characters; every failure is one clear message. */
const requiredText = (max: number, message: string, clean: (value: string) => string) =>
  z.pipe(
    z.custom<string>(),
    z.transform((value: string, ctx): string => {
      // The type says string; the body may hold anything.
      const cleaned = typeof value === 'string' ? clean(value) : '';
      if (!cleaned) {
        addIssue(ctx, { message });
        return z.NEVER;
      }
      if (cleaned.length > max) {
        addIssue(ctx, { message: WORDING_MESSAGES.tooLong(max) });
        return z.NEVER;
      }
      return cleaned;
    }),
  );

/**
 * `POST /api/wording-suggestions`: who sends it is not in the body (the sign-in or the visitor's network says so), nor
 * when (the server's clock). The page is a path of this site, so the admin console can show it as a link safely.
 */
export const WordingSuggestionInputSchema = z.object({
  language: z.enum(WORDING_LANGUAGES, { error: WORDING_MESSAGES.language }),
  pagePath: z.pipe(
    z.custom<string>(),
    z.transform((value: string, ctx): string => {
      const path = typeof value === 'string' ? value.trim() : '';
      if (!isSameSitePath(path) || path.length > MAX_WORDING_PAGE_PATH) {
        addIssue(ctx, { message: WORDING_MESSAGES.pagePath });
        return z.NEVER;
      }
      return path;
    }),
  ),
  pageText: requiredText(MAX_WORDING_TEXT, WORDING_MESSAGES.pageText, cleanMultilineText),
  suggestion: requiredText(MAX_WORDING_SUGGESTION, WORDING_MESSAGES.suggestion, cleanMultilineText),
});
export type WordingSuggestionInput = z.input<typeof WordingSuggestionInputSchema>;
export type WordingSuggestionData = z.output<typeof WordingSuggestionInputSchema>;

/** The answer to a sent suggestion: its id only, never the text echoed back. */
export type WordingSuggestionReceipt = { id: number };

/** `GET /api/admin/wording-suggestions`: the open suggestions, newest first, one page at a time. */
export const AdminWordingSuggestionQuerySchema = z.object({
  limit: z._default(queryInt({ min: 1, max: PAGE_SIZE_MAX }), 20),
  cursor: z.optional(z.string().check(z.maxLength(300))),
});

export type AdminWordingSuggestion = {
  id: number;
  language: WordingLanguage;
  pagePath: string;
  pageText: string;
  suggestion: string;
  /** The member who sent it, or null for a visitor (or a member whose account is gone). */
  sender: { id: string; firstName: string; lastName: string } | null;
  createdAt: string;
};
export type AdminWordingSuggestionPage = { items: AdminWordingSuggestion[]; nextCursor: string | null };
