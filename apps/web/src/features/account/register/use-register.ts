import { NewPasswordPair, RegistrationFields } from '@galley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { api } from '../../../lib/api/client.ts';
import { encryptPasswords, sendEncrypted } from '../../../lib/crypto/encrypt-password.ts';
import { shownInForm } from '../../../lib/forms/shown-in-form.ts';
import type { RegisterFormValues } from './register-form-values.ts';

/** POST create with both passwords encrypted; the form has validated the plaintext already. */
export function useRegister() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (values: RegisterFormValues) => {
      const fields = RegistrationFields.parse(values);
      const pair = NewPasswordPair.parse(values);
      return sendEncrypted(async () =>
        api.call('usersCreate', { ...fields, ...(await encryptPasswords(pair)), locale }),
      );
    },
    ...shownInForm,
  });
}
