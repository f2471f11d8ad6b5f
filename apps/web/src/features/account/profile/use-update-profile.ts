import type { ProfileFields } from '@galley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { api } from '../../../lib/api/client.ts';
import { shownInForm } from '../../../lib/forms/shown-in-form.ts';

/**
 * POST profile-update for the user the form was filled for: `user_id` names them, so a form left open
 * while another account signed in (another tab) is refused (403) instead of saved into the wrong account.
 */
export function useUpdateProfile(userId: string) {
  const locale = useLocale();
  return useMutation({
    mutationFn: (values: ProfileFields) =>
      api.call('usersProfileUpdate', { ...values, user_id: userId, locale }),
    ...shownInForm,
  });
}
