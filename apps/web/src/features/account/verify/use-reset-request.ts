import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { shownInForm } from '../../../lib/forms/shown-in-form.ts';

/** POST reset-password-request: mails a reset link to a registered address. */
export function useResetRequest() {
  return useMutation({
    mutationFn: (email: string) => api.call('usersResetPasswordRequest', { email }),
    ...shownInForm,
  });
}
