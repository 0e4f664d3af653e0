import * as z from 'zod/mini';
import { VIDEO_TOPICS } from './enums.ts';
import {
  isVideoLink,
  MAX_VIDEO_SECONDS,
  MAX_VIDEO_TITLE,
  MIN_VIDEO_SECONDS,
  MIN_VIDEO_TITLE,
  VIDEO_MESSAGES,
} from './community-videos-rules.ts';
import './zod-mini.ts';
import { lineText } from './fields.ts';

export * from './community-videos-rules.ts';

const videoFields = {
  title: z
    .string({ message: VIDEO_MESSAGES.title })
    .check(
      lineText(),
      z.minLength(MIN_VIDEO_TITLE, { message: VIDEO_MESSAGES.title }),
      z.maxLength(MAX_VIDEO_TITLE, { message: VIDEO_MESSAGES.title }),
    ),
  url: z
    .string({ message: VIDEO_MESSAGES.link })
    .check(z.trim(), z.refine(isVideoLink, { message: VIDEO_MESSAGES.link })),
  /** Whole seconds; the console turns "12:34" into 754. */
  durationSeconds: z
    .number({ message: VIDEO_MESSAGES.duration })
    .check(
      z.int({ message: VIDEO_MESSAGES.duration }),
      z.gte(MIN_VIDEO_SECONDS, { message: VIDEO_MESSAGES.duration }),
      z.lte(MAX_VIDEO_SECONDS, { message: VIDEO_MESSAGES.duration }),
    ),
  topic: z.enum(VIDEO_TOPICS, { message: VIDEO_MESSAGES.topic }),
};

/** `POST /api/admin/community-videos`. */
export const CreateVideoSchema = z.object(videoFields);
export type CreateVideoInput = z.input<typeof CreateVideoSchema>;

/** `PATCH /api/admin/community-videos/:id`: any of the fields, at least one. */
export const UpdateVideoSchema = z.partial(CreateVideoSchema).check(
  z.refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: VIDEO_MESSAGES.nothingToChange,
  }),
);
export type UpdateVideoInput = z.input<typeof UpdateVideoSchema>;
