import * as z from 'zod/mini';
import {
  ADVISOR_CITIES,
  ADVISOR_SKILLS,
  AI_LIMITS,
  AI_MESSAGES,
  DEMAND_LEVELS,
  LESSON_DIFFICULTIES,
  OPPORTUNITY_DIFFICULTIES,
  TEMPLATE_TYPES,
} from './ai-rules.ts';
import './zod-mini.ts';
import { lineText, multilineText } from './fields.ts';

// The constants live in the zod-free ai-rules.ts (the browser imports them from there); re-exported here.
export * from './ai-rules.ts';

/** Which advisor answered: a model provider, or the offline advisor built on the repo's dataset (labelled as such). */
export const ADVISOR_KINDS = ['model', 'offline'] as const;
export type AdvisorKind = (typeof ADVISOR_KINDS)[number];

/** Text a member types; `multiline` keeps line breaks (a question, a description). */
const trimmed = (max: number, requiredMessage?: string, multiline = false) =>
  z
    .string()
    .check(
      multiline ? multilineText() : lineText(),
      ...(requiredMessage ? [z.minLength(1, { message: requiredMessage })] : []),
      z.maxLength(max, { message: `At most ${max} characters.` }),
    );
const optionalText = (max: number, multiline = false) => z._default(trimmed(max, undefined, multiline), '');

const City = z.enum(ADVISOR_CITIES, { message: AI_MESSAGES.unknownCity });
const Skill = z.enum(ADVISOR_SKILLS, { message: AI_MESSAGES.unknownSkill });
const LessonId = trimmed(AI_LIMITS.lessonId, 'A lesson id cannot be empty.');
const CompletedLessons = z._default(z.array(LessonId).check(z.maxLength(AI_LIMITS.completedLessons)), []);

/** `POST /api/ai/generate-template` (spec section 3, "AI template request"). Some screens send only three fields. */
export const GenerateTemplateInputSchema = z.object({
  templateType: z.enum(TEMPLATE_TYPES, { message: AI_MESSAGES.unknownTemplate }),
  businessInfo: z.object({
    businessName: trimmed(AI_LIMITS.businessField, 'Please enter your business name.'),
    industry: optionalText(AI_LIMITS.businessField),
    targetMarket: optionalText(AI_LIMITS.businessField),
    businessStage: optionalText(AI_LIMITS.businessField),
    specificNeeds: optionalText(AI_LIMITS.specificNeeds, true),
  }),
});
export type GenerateTemplateInput = z.input<typeof GenerateTemplateInputSchema>;
export type GenerateTemplateData = z.output<typeof GenerateTemplateInputSchema>;

/** `POST /api/ai/market-intelligence`: a city and at least one skill. */
export const MarketIntelligenceInputSchema = z.object({
  location: City,
  skills: z
    .array(Skill)
    .check(
      z.minLength(1, { message: AI_MESSAGES.missingMarket }),
      z.maxLength(ADVISOR_SKILLS.length, { message: AI_MESSAGES.unknownSkill }),
    ),
});
export type MarketIntelligenceInput = z.input<typeof MarketIntelligenceInputSchema>;
export type MarketIntelligenceData = z.output<typeof MarketIntelligenceInputSchema>;

/** `POST /api/ai/micro-learning`: a goal, and the lessons already completed (so the next one is new). */
export const MicroLearningInputSchema = z.object({
  goal: trimmed(AI_LIMITS.goal, AI_MESSAGES.missingGoal, true),
  completedLessons: CompletedLessons,
});
export type MicroLearningInput = z.input<typeof MicroLearningInputSchema>;
export type MicroLearningData = z.output<typeof MicroLearningInputSchema>;

/** `POST /api/ai/income-chat`: one message, with what the member chose on the other tabs. */
export const IncomeChatInputSchema = z.object({
  message: trimmed(AI_LIMITS.chatMessage, 'Message cannot be empty.', true),
  context: z._default(
    z.object({
      location: z.optional(z.nullable(City)),
      skills: z._default(z.array(Skill).check(z.maxLength(ADVISOR_SKILLS.length)), []),
      completedLessons: CompletedLessons,
    }),
    { skills: [], completedLessons: [] },
  ),
});
export type IncomeChatInput = z.input<typeof IncomeChatInputSchema>;
export type IncomeChatData = z.output<typeof IncomeChatInputSchema>;

/** `POST /api/ai/completed-lessons`: a lesson the member marked complete (kept per member in D1). */
export const CompleteLessonInputSchema = z.object({ lessonId: LessonId });
export type CompleteLessonInput = z.input<typeof CompleteLessonInputSchema>;

/** `GET` and `POST /api/ai/completed-lessons`: the member's completed lessons, oldest first. */
export type CompletedLessons = { lessonIds: string[] };

/**
 * Where a figure comes from: a public source someone looked up (named, with its address), or a plain estimate
 * with its basis. A figure users act on never appears without one of the two (handbook: honest data).
 */
export const FigureSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('source'), name: z.string(), url: z.string() }),
  z.object({ kind: z.literal('estimate'), basis: z.string() }),
]);
export type FigureSource = z.output<typeof FigureSourceSchema>;

/**
 * One market opportunity (spec section 3): the spec's fields, plus the rand figures behind `estimatedIncome`,
 * what it costs to work (taxi fares, data) and where the income figure comes from.
 */
export const MarketOpportunitySchema = z.object({
  id: z.string(),
  opportunity: z.string(),
  category: z.string(),
  difficulty: z.enum(OPPORTUNITY_DIFFICULTIES),
  demand: z.enum(DEMAND_LEVELS),
  /** For display, e.g. "R3,000 – R8,000 a month". */
  estimatedIncome: z.string(),
  /** Rand a month, before the costs of working. */
  monthlyIncome: z.object({ min: z.number(), max: z.number() }),
  /** For display, e.g. "R500 (a second-hand clipper set)". */
  startupCost: z.string(),
  /** What it costs each month to do the work (taxi fares, data), or null when there is nothing to add. */
  workingCosts: z.nullable(z.string()),
  timeToStart: z.string(),
  incomeSource: FigureSourceSchema,
});
export type MarketOpportunity = z.output<typeof MarketOpportunitySchema>;

/** The provider's structured answer for a market analysis, and the endpoint's body. */
export const MarketAnalysisSchema = z.object({ opportunities: z.array(MarketOpportunitySchema) });

/** One lesson (spec section 3). `duration` reads like "7 minutes" (spec: 5 to 10). */
export const LessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  difficulty: z.enum(LESSON_DIFFICULTIES),
  duration: z.string(),
  content: z.string(),
  nextSteps: z.array(z.string()),
});
export type Lesson = z.output<typeof LessonSchema>;

/** Spec section 3, "Chat message". */
export type ChatMessage = { role: 'user' | 'assistant'; content: string; timestamp: string };

/** The endpoints' answers: the spec's field, and which advisor answered (the UI labels the offline one). */
export type GenerateTemplateResult = { content: string; advisor: AdvisorKind };
export type MarketIntelligenceResult = { opportunities: MarketOpportunity[]; advisor: AdvisorKind };
export type MicroLearningResult = { lesson: Lesson; advisor: AdvisorKind };
export type IncomeChatResult = { response: string; advisor: AdvisorKind };

/**
 * `POST /api/ai/income-chat` with `Accept: text/event-stream`: server-sent events, one `delta` per piece of the
 * reply as it is generated, then `done`, or `error` (with the spec's message) if the advisor fails part-way.
 * Each event's `data` is this JSON.
 */
export type IncomeChatStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { advisor: AdvisorKind } }
  | { event: 'error'; data: { message: string } };
