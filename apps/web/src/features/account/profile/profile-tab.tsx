import { type PlanId, ProfileFields, type UserData } from '@galley/contracts';
import { Button, Group, Paper, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { api } from '../../../lib/api/client.ts';
import { describeProblems, mergeProblems } from '../../../lib/forms/field-problems.ts';
import { submissionFeedback } from '../../../lib/forms/submission-feedback.ts';
import { ProfileFieldset } from '../fields/profile-fieldset.tsx';
import { type ProfileFormValues, profileValuesOf } from '../fields/profile-form-values.ts';
import { useAccountSession } from '../session/use-account-session.ts';
import { useProfile } from '../session/use-profile.ts';

/** My profile: every registration field but email and password, saved with profile-update. */
export function ProfileTab() {
  const profile = useProfile({ enabled: true });
  if (!profile.data) return <Skeleton h={480} radius="lg" />;
  return <ProfileForm user={profile.data.user_data} planType={profile.data.plan_type} />;
}

function ProfileForm({ user, planType }: { user: UserData; planType: PlanId }) {
  const { t } = useTranslation(['account', 'profile']);
  const locale = useLocale();
  const { signedIn } = useAccountSession();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: profileValuesOf(user),
    validate: (values) => describeProblems(mergeProblems(ProfileFields.safeParse(values)), t),
  });
  const save = useMutation({
    mutationFn: (values: ProfileFields) => api.call('usersProfileUpdate', { ...values, locale }),
    onError: () => undefined,
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const { user_data } = await save.mutateAsync(ProfileFields.parse(values));
      signedIn(user_data, planType);
      form.resetDirty(profileValuesOf(user_data));
      notifications.show({ color: 'teal', title: t('profile:title'), message: t('profile:details.saved') });
    } catch (error) {
      const feedback = submissionFeedback(error, t);
      form.setErrors(feedback.fields);
      setAlert(feedback.message);
    }
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate data-testid="profile-form">
        <Stack gap="lg">
          <TextInput
            label={t('account:fields.email')}
            value={user.email}
            readOnly
            description={t('profile:details.emailFixed')}
            data-testid="profile-email"
          />
          <ProfileFieldset form={form} />
          <FormAlert message={alert} testId="profile-error" />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!form.isDirty()}
              data-testid="profile-save"
            >
              {t('profile:details.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
