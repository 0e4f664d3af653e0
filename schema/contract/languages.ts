import * as z from 'zod/mini';
import { inLanguageOrder, LANGUAGE_CODES, LANGUAGE_MESSAGES, type LanguageCode } from './languages-rules.ts';
import './zod-mini.ts';

export * from './languages-rules.ts';

/** An official language's code ('zu', in any case); anything else is refused with the list of codes. */
export const LanguageCodeSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(10)),
  z.enum(LANGUAGE_CODES, { message: LANGUAGE_MESSAGES.unknown }),
);

/** A list of codes, each kept once, in the Constitution's order. */
export const LanguageListSchema = z.pipe(
  z.array(LanguageCodeSchema).check(z.maxLength(LANGUAGE_CODES.length)),
  z.transform((codes: LanguageCode[]) => inLanguageOrder(codes)),
);
