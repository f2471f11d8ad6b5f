import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconMailExclamation, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useFormSubmission } from '../../../lib/forms/use-form-submission.ts';
import { useProfile } from '../session/use-profile.ts';
import { ProfileLoadError } from './profile-load-error.tsx';
import { useChangeTwoFactor } from './use-change-two-factor.ts';

/** Two-step verification by email code (spec §2): needs a verified email and the password. */
export function TwoFactorTab() {
  const { t } = useTranslation('profile');
  const profile = useProfile({ enabled: true, fresh: true });
  const [asking, setAsking] = useState(false);
  const user = profile.data?.user_data;
  if (profile.isError && !user) return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  if (!user) return <Skeleton h={200} radius="lg" />;

  const active = user.is_active_two_factor;
  const verified = user.is_email_verified;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} data-testid="two-factor-tab">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz="lg">
            {t('twoFactor.title')}
          </Title>
          <Badge color={active ? 'teal' : 'gray'} variant="light" size="lg" data-testid="two-factor-status">
            {active ? t('twoFactor.on') : t('twoFactor.off')}
          </Badge>
        </Group>
        <Text c="dimmed">{t('twoFactor.description')}</Text>
        {!verified && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconMailExclamation size={18} />}
            data-testid="two-factor-unverified"
          >
            {t('twoFactor.needsVerifiedEmail')}
          </Alert>
        )}
        <Group>
          <Button
            leftSection={<IconShieldCheck size={16} />}
            color={active ? 'red' : undefined}
            variant={active ? 'light' : 'filled'}
            disabled={!verified}
            onClick={() => setAsking(true)}
            data-testid="two-factor-toggle"
          >
            {active ? t('twoFactor.turnOff') : t('twoFactor.turnOn')}
          </Button>
        </Group>
      </Stack>
      <PasswordCheckModal
        key={user.id}
        userId={user.id}
        opened={asking}
        value={!active}
        onClose={() => setAsking(false)}
        onDone={(value) => {
          setAsking(false);
          notifications.show({
            color: 'teal',
            title: t('twoFactor.title'),
            message: value ? t('twoFactor.turnedOn') : t('twoFactor.turnedOff'),
          });
        }}
      />
    </Paper>
  );
}

function PasswordCheckModal({
  userId,
  opened,
  value,
  onClose,
  onDone,
}: {
  userId: string;
  opened: boolean;
  value: boolean;
  onClose: () => void;
  onDone: (value: boolean) => void;
}) {
  const { t } = useTranslation(['profile', 'account']);
  const change = useChangeTwoFactor(userId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: (password) => (password ? null : t('common:validation.passwordRequired')) },
  });

  // A wrong password is the field's problem; other failures are the spec's 'Two factor change error'.
  const submission = useFormSubmission(form, t, {
    fieldByCode: { invalid_password: 'password' },
    fallback: t('twoFactor.changeFailed'),
  });

  const close = () => {
    form.reset();
    submission.setAlert(null);
    onClose();
  };

  const submit = submission.onSubmit(async ({ password }) => {
    await change.mutateAsync({ password, value });
    form.reset();
    onDone(value);
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('twoFactor.confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="two-factor-password-form">
        <Stack gap="md">
          <Text fz="sm">{t('twoFactor.confirmDescription')}</Text>
          <PasswordInput
            label={t('account:fields.password')}
            autoComplete="current-password"
            required
            data-autofocus
            data-testid="two-factor-password"
            {...form.getInputProps('password')}
          />
          <FormAlert message={submission.alert} testId="two-factor-error" />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('twoFactor.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending} data-testid="two-factor-confirm">
              {value ? t('twoFactor.turnOn') : t('twoFactor.turnOff')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
