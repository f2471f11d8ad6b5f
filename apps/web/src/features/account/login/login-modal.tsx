import { Anchor, Button, Checkbox, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { describeProblems, mergeProblems } from '../../../lib/forms/field-problems.ts';
import { useFormSubmission } from '../../../lib/forms/use-form-submission.ts';
import { useAccountSession } from '../session/use-account-session.ts';
import { useSession } from '../session/use-session.ts';
import { LoginFields } from './login-fields.ts';
import { savePendingLogin, startPendingLogin } from './pending-login.ts';
import { readRememberedEmail, rememberEmail } from './remembered-email.ts';
import { useLogin } from './use-login.ts';
import { useLoginModal } from './use-login-modal.ts';

/** Login failures said as themselves; anything else is the spec's 'An unexpected error occurred'. */
const KNOWN_LOGIN_FAILURES = [
  'invalid_credentials',
  'validation_error',
  'account_disabled',
  'email_send_failed',
];

/**
 * The login modal (spec §2), open while the URL has `?login=1` and nobody is signed in. Once the session
 * is valid — by this login, or because the visitor was signed in already — the user goes where login
 * leads (spec §4): the page a guard sent them from, or home. With two-factor on, the answer names the
 * code page instead and nobody is signed in yet.
 */
export function LoginModal() {
  const { t } = useTranslation('account');
  const modal = useLoginModal();
  const session = useSession();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const signedIn = session.data?.valid === true;

  useEffect(() => {
    if (modal.opened && signedIn) void navigate(modal.next ?? lp('/'), { replace: true });
  }, [modal.opened, modal.next, signedIn, navigate, lp]);

  const opened = modal.opened && !signedIn;
  return (
    <Modal
      opened={opened}
      onClose={modal.close}
      title={t('login.title')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {opened && <LoginForm next={modal.next} />}
    </Modal>
  );
}

function LoginForm({ next }: { next: string | null }) {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const login = useLogin();
  const { signedIn } = useAccountSession();
  const [remembered] = useState(readRememberedEmail);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: remembered, password: '', remember: remembered !== '' },
    validate: (values) => describeProblems(mergeProblems(LoginFields.safeParse(values)), t),
  });
  const submission = useFormSubmission(form, t, {
    fallback: t('login.unexpected'),
    known: KNOWN_LOGIN_FAILURES,
  });

  const submit = submission.onSubmit(async (values) => {
    const fields = LoginFields.parse(values);
    const answer = await login.mutateAsync(fields);
    rememberEmail(values.remember ? fields.email : null);
    if (answer.is_active_two_factor && answer.url_token) {
      savePendingLogin(startPendingLogin(fields.email, next, answer.url_token));
      await navigate(lp(`/authentication/email/${answer.url_token}`));
      return;
    }
    // The modal sees the valid session and takes the user on (next, or home).
    if (answer.user_data && answer.plan_type) signedIn(answer.user_data, answer.plan_type);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          data-autofocus={remembered === '' || undefined}
          data-testid="login-email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          // With the email remembered, the password is what is left to type.
          data-autofocus={remembered !== '' || undefined}
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
        <FormAlert message={submission.alert} testId="login-error" />
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
