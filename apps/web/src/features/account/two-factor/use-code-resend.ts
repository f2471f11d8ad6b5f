import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { shownInForm } from '../../../lib/forms/shown-in-form.ts';

/** POST generating-otp: a new code replacing this page's (the server accepts only the newest page). */
export function useCodeResend(email: string, token: string) {
  return useMutation({
    mutationFn: () => api.call('usersGeneratingOtp', { email, token }),
    ...shownInForm,
  });
}
