import { NewPasswordPair } from '@galley/contracts';
import { Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconClockX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { describeProblems, mergeProblems } from '../../../lib/forms/field-problems.ts';
import { useFormSubmission } from '../../../lib/forms/use-form-submission.ts';
import { NewPasswordInputs } from '../fields/new-password-inputs.tsx';
import { readStoredAccount } from '../session/account-store.ts';
import { useAccountSession } from '../session/use-account-session.ts';
import { RESET_RESULT_STATE } from './reset-result-state.ts';
import { tokenOutcome } from './token-outcome.ts';
import { useResetPassword } from './use-reset-password.ts';
import { useTokenCheck } from './use-token-check.ts';

/**
 * `/verify/reset-password/{token}`: the reset mail's link. The token is checked first, so an expired
 * link says so before anyone types a password; success goes to the result page, which only this page
 * may open.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const { token = '' } = useParams();
  const check = useTokenCheck(token);
  useDocumentTitle(t('common:documentTitle', { page: t('verify.resetPassword.documentTitle') }));
  const outcome = tokenOutcome('reset_password', {
    wellFormed: check.wellFormed,
    data: check.data,
    error: check.error,
  });

  if (outcome.type === 'checking') {
    return <StatusPanel icon={<Loader size="sm" />} title={t('verify.resetPassword.checking')} />;
  }
  if (outcome.type !== 'valid') {
    return (
      <StatusPanel
        icon={<IconClockX size={30} />}
        color="red"
        title={
          outcome.type === 'failed' ? describeApiError(outcome.error, t) : t('common:errors.link_expired')
        }
        testId="reset-password-expired"
        actions={
          <Button component={Link} to={lp('/verify/reset')} mt="sm" data-testid="reset-password-again">
            {t('verify.resetPassword.requestAgain')}
          </Button>
        }
      >
        {outcome.type === 'failed' ? t('verify.tryAgainLater') : t('verify.resetPassword.expiredDescription')}
      </StatusPanel>
    );
  }
  return <ResetPasswordForm token={token} email={outcome.email} />;
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const { signedOut } = useAccountSession();
  const reset = useResetPassword(token);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', password2: '' },
    validate: (values) => describeProblems(mergeProblems(NewPasswordPair.safeParse(values)), t),
  });

  const submission = useFormSubmission(form, t);

  const submit = submission.onSubmit(async (values) => {
    await reset.mutateAsync(NewPasswordPair.parse(values));
    // The server ended every session of this user; if it was ours, forget it here too.
    if (readStoredAccount()?.user.email === email) signedOut();
    await navigate(lp('/verify/reset-password/result'), { replace: true, state: RESET_RESULT_STATE });
  });

  return (
    <Container size={480} py={{ base: 48, sm: 88 }} data-testid="reset-password-page">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('verify.resetPassword.title')}
            </Title>
            <Text c="dimmed">{t('verify.resetPassword.description', { email })}</Text>
            <NewPasswordInputs
              form={form}
              kind="new"
              testIds={{ password: 'reset-password', repeat: 'reset-password2' }}
            />
            <FormAlert message={submission.alert} testId="reset-password-error" />
            <Button type="submit" loading={reset.isPending} data-testid="reset-password-submit">
              {t('verify.resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
