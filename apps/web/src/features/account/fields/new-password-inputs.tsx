import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/**
 * A new password and its repetition, with the rules as help under the first input (register, reset,
 * change password). The help sits under the input so two inputs side by side still line up.
 */
export function NewPasswordInputs<V extends { password: string; password2: string }>({
  form,
  kind,
  testIds,
}: {
  form: UseFormReturnType<V>;
  /** The account's first password (registration), or a new one replacing the old (reset, change). */
  kind: 'first' | 'new';
  testIds: { password: string; repeat: string };
}) {
  const { t } = useTranslation('account');
  const input = (field: 'password' | 'password2') =>
    form.getInputProps(field as Parameters<typeof form.getInputProps>[0]);
  return (
    <>
      <PasswordInput
        label={kind === 'first' ? t('fields.password') : t('fields.newPassword')}
        description={t('register.passwordHelp')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        autoComplete="new-password"
        data-testid={testIds.password}
        {...input('password')}
      />
      <PasswordInput
        label={t('fields.passwordRepeat')}
        required
        autoComplete="new-password"
        data-testid={testIds.repeat}
        {...input('password2')}
      />
    </>
  );
}
