import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { api } from '../../../lib/api/client.ts';
import { encryptPasswords } from '../../../lib/crypto/encrypt-password.ts';
import { describeProblems } from '../../../lib/forms/field-problems.ts';
import { submissionFeedback } from '../../../lib/forms/submission-feedback.ts';
import { type PasswordChangeValues, passwordChangeProblems } from './password-change-fields.ts';

const EMPTY: PasswordChangeValues = { prev_password: '', password: '', password2: '' };

/** Change password: current, new and confirmation, all three encrypted. Other sessions end on success. */
export function PasswordTab() {
  const { t } = useTranslation(['profile', 'account']);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<PasswordChangeValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => describeProblems(passwordChangeProblems(values), t),
  });
  const change = useMutation({
    mutationFn: async (values: PasswordChangeValues) =>
      api.call('usersPasswordUpdate', await encryptPasswords({ ...values })),
    onError: () => undefined,
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      await change.mutateAsync(values);
      form.reset();
      notifications.show({ color: 'teal', title: t('password.title'), message: t('password.changed') });
    } catch (error) {
      // A wrong current password is the current-password field's problem ('Invalid password.').
      const feedback = submissionFeedback(error, t, { invalid_password: 'prev_password' });
      form.setErrors(feedback.fields);
      setAlert(feedback.message);
    }
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560}>
      <form onSubmit={submit} noValidate data-testid="password-form">
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('password.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('password.description')}
          </Text>
          <PasswordInput
            label={t('account:fields.currentPassword')}
            required
            autoComplete="current-password"
            data-testid="password-current"
            {...form.getInputProps('prev_password')}
          />
          <PasswordInput
            label={t('account:fields.newPassword')}
            description={t('account:register.passwordHelp')}
            required
            autoComplete="new-password"
            data-testid="password-new"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('account:fields.passwordRepeat')}
            required
            autoComplete="new-password"
            data-testid="password-new2"
            {...form.getInputProps('password2')}
          />
          <FormAlert message={alert} testId="password-error" />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} data-testid="password-submit">
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
