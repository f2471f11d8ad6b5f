import { NewPasswordPair, RegistrationFields } from '@galley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { api } from '../../../lib/api/client.ts';
import { encryptPasswords } from '../../../lib/crypto/encrypt-password.ts';
import type { RegisterFormValues } from './register-form-values.ts';

/** POST create with both passwords encrypted; the form has validated the plaintext already. */
export function useRegister() {
  const locale = useLocale();
  return useMutation({
    mutationFn: async (values: RegisterFormValues) => {
      const fields = RegistrationFields.parse(values);
      const passwords = await encryptPasswords(NewPasswordPair.parse(values));
      return api.call('usersCreate', { ...fields, ...passwords, locale });
    },
    onError: () => undefined,
  });
}
