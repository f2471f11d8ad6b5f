import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { shownInForm } from '../../../lib/forms/shown-in-form.ts';

/** POST validation-otp: the code of this login attempt (the page's token names it). */
export function useCodeCheck(email: string, token: string) {
  return useMutation({
    mutationFn: (otp_code: string) => api.call('usersValidationOtp', { email, otp_code, token }),
    ...shownInForm,
  });
}
