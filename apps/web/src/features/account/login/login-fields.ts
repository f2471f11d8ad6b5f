import { LoginEmailField } from '@galley/contracts';
import { z } from 'zod';

/** The login form before encryption: the spec's 'Invalid email', and any non-empty password (issue 3). */
export const LoginFields = z.object({
  email: LoginEmailField,
  password: z.string().min(1, 'passwordRequired'),
});
export type LoginFields = z.infer<typeof LoginFields>;
