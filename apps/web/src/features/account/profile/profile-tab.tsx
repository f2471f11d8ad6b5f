import { type PlanId, ProfileFields, type UserData } from '@galley/contracts';
import { Button, Group, Paper, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { describeProblems, mergeProblems } from '../../../lib/forms/field-problems.ts';
import { useFormSubmission } from '../../../lib/forms/use-form-submission.ts';
import { ProfileFieldset } from '../fields/profile-fieldset.tsx';
import { type ProfileFormValues, profileValuesOf } from '../fields/profile-form-values.ts';
import { useAccountSession } from '../session/use-account-session.ts';
import { useProfile } from '../session/use-profile.ts';
import { ProfileLoadError } from './profile-load-error.tsx';
import { useUpdateProfile } from './use-update-profile.ts';

/** My profile: every registration field but email and password, saved with profile-update. */
export function ProfileTab() {
  const profile = useProfile({ enabled: true });
  if (profile.isError) return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <Skeleton h={480} radius="lg" />;
  const { user_data: user, plan_type: planType } = profile.data;
  // The form takes its values once; another user's profile is another form.
  return <ProfileForm key={user.id} user={user} planType={planType} />;
}

function ProfileForm({ user, planType }: { user: UserData; planType: PlanId }) {
  const { t } = useTranslation(['account', 'profile']);
  const { userUpdated } = useAccountSession();
  const save = useUpdateProfile(user.id);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: profileValuesOf(user),
    validate: (values) => describeProblems(mergeProblems(ProfileFields.safeParse(values)), t),
  });
  const submission = useFormSubmission(form, t);

  const submit = submission.onSubmit(async (values) => {
    const { user_data } = await save.mutateAsync(ProfileFields.parse(values));
    userUpdated(user_data, planType);
    form.resetDirty(profileValuesOf(user_data));
    notifications.show({ color: 'teal', title: t('profile:title'), message: t('profile:details.saved') });
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
          <FormAlert message={submission.alert} testId="profile-error" />
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
