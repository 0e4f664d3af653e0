import * as z from 'zod/mini';
import './zod-mini.ts';

export const PASSWORD_MIN_LENGTH = 8;

const email = z.pipe(
  z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email({ message: 'Please enter a valid email address.' })),
  z.string().check(z.maxLength(254, { message: 'Email must be at most 254 characters.' })),
);

export const LoginInputSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, { message: 'Password is required.' }), z.maxLength(1024)),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const RegisterInputSchema = z.object({
  email,
  password: z
    .string()
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` }),
      z.maxLength(1024, { message: 'Password must be at most 1024 characters.' }),
    ),
  firstName: z.string().check(z.trim(), z.minLength(1, { message: 'First name is required.' }), z.maxLength(80)),
  lastName: z.string().check(z.trim(), z.minLength(1, { message: 'Last name is required.' }), z.maxLength(80)),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const SERVICE_TYPES = ['mentorship', 'coach', 'both'] as const;

/** The current-user object (`GET /api/auth/user`). */
export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['member', 'admin']),
  /** The mentor profile's service type, or null when the user is not a mentor. */
  serviceType: z.nullable(z.enum(SERVICE_TYPES)),
  profileImage: z.nullable(z.string()),
  isMentor: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
