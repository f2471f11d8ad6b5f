import { Anchor, Button, Checkbox, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { describeProblems, mergeProblems } from '../../../lib/forms/field-problems.ts';
import { submissionFeedback } from '../../../lib/forms/submission-feedback.ts';
import { useAccountSession } from '../session/use-account-session.ts';
import { LoginFields } from './login-fields.ts';
import { savePendingLogin } from './pending-login.ts';
import { readRememberedEmail, rememberEmail } from './remembered-email.ts';
import { useLogin } from './use-login.ts';
import { useLoginModal } from './use-login-modal.ts';

/**
 * The login modal (spec §2), open while the URL has `?login=1`. With two-factor on, the answer names the
 * code page and nobody is signed in yet; otherwise the user is set and the visitor continues to the page
 * a guard sent them from, or home.
 */
export function LoginModal() {
  const { t } = useTranslation('account');
  const modal = useLoginModal();
  return (
    <Modal
      opened={modal.opened}
      onClose={modal.close}
      title={t('login.title')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {modal.opened && <LoginForm next={modal.next} onDone={modal.close} />}
    </Modal>
  );
}

function LoginForm({ next, onDone }: { next: string | null; onDone: () => void }) {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const login = useLogin();
  const { signedIn } = useAccountSession();
  const [alert, setAlert] = useState<string | null>(null);
  const [remembered] = useState(readRememberedEmail);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: remembered, password: '', remember: remembered !== '' },
    validate: (values) => describeProblems(mergeProblems(LoginFields.safeParse(values)), t),
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    const fields = LoginFields.parse(values);
    try {
      const answer = await login.mutateAsync(fields);
      rememberEmail(values.remember ? fields.email : null);
      if (answer.is_active_two_factor && answer.url_token) {
        savePendingLogin({ email: fields.email, next });
        await navigate(lp(`/authentication/email/${answer.url_token}`));
        return;
      }
      if (answer.user_data && answer.plan_type) signedIn(answer.user_data, answer.plan_type);
      if (next) await navigate(next, { replace: true });
      else onDone();
    } catch (error) {
      const feedback = submissionFeedback(error, t);
      form.setErrors(feedback.fields);
      setAlert(feedback.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          data-autofocus
          data-testid="login-email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          data-testid="login-password"
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label={t('login.rememberEmail')}
            data-testid="login-remember"
            {...form.getInputProps('remember', { type: 'checkbox' })}
          />
          <Anchor component={Link} to={lp('/verify/reset')} fz="sm" data-testid="login-forgot">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <FormAlert message={alert} testId="login-error" />
        <Button type="submit" fullWidth loading={login.isPending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
        <Text fz="sm" ta="center" c="dimmed">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={lp('/register')} inherit fw={600} data-testid="login-register">
            {t('login.createAccount')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
