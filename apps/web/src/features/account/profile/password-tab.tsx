import { Button, Group, Paper, PasswordInput, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { describeProblems } from '../../../lib/forms/field-problems.ts';
import { useFormSubmission } from '../../../lib/forms/use-form-submission.ts';
import { NewPasswordInputs } from '../fields/new-password-inputs.tsx';
import { useProfile } from '../session/use-profile.ts';
import { type PasswordChangeValues, passwordChangeProblems } from './password-change-fields.ts';
import { ProfileLoadError } from './profile-load-error.tsx';
import { useChangePassword } from './use-change-password.ts';

const EMPTY: PasswordChangeValues = { prev_password: '', password: '', password2: '' };

/** Change password: current, new and confirmation, all three encrypted. Other sessions end on success. */
export function PasswordTab() {
  const profile = useProfile({ enabled: true });
  if (profile.isError) return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <Skeleton h={360} radius="lg" maw={560} />;
  const userId = profile.data.user_data.id;
  return <PasswordForm key={userId} userId={userId} />;
}

function PasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation(['profile', 'account']);
  const change = useChangePassword(userId);
  const form = useForm<PasswordChangeValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => describeProblems(passwordChangeProblems(values), t),
  });
  // A wrong current password is the current-password field's problem ('Invalid password.'); a failure
  // of the server is the spec's 'Error : something is wrong with password update server'.
  const submission = useFormSubmission(form, t, {
    fieldByCode: { invalid_password: 'prev_password' },
    fallback: t('password.updateFailed'),
  });

  const submit = submission.onSubmit(async (values) => {
    await change.mutateAsync(values);
    form.reset();
    notifications.show({ color: 'teal', title: t('password.title'), message: t('password.changed') });
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
          <NewPasswordInputs
            form={form}
            kind="new"
            testIds={{ password: 'password-new', repeat: 'password-new2' }}
          />
          <FormAlert message={submission.alert} testId="password-error" />
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
