import * as z from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address.' }))
  .pipe(z.string().max(254, { message: 'Email must be at most 254 characters.' }));

export const LoginInputSchema = z.object({
  email,
  password: z.string().min(1, { message: 'Password is required.' }).max(1024),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const RegisterInputSchema = z.object({
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
    .max(1024, { message: 'Password must be at most 1024 characters.' }),
  firstName: z.string().trim().min(1, { message: 'First name is required.' }).max(80),
  lastName: z.string().trim().min(1, { message: 'Last name is required.' }).max(80),
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
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  profileImage: z.string().nullable(),
  isMentor: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
