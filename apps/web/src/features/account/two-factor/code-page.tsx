import { OTP_LIFETIME_SECONDS, OtpCode, OtpUrlToken } from '@galley/contracts';
import { Anchor, Badge, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconClock, IconMailCode } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { api } from '../../../lib/api/client.ts';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { clearPendingLogin, type PendingLogin, readPendingLogin } from '../login/pending-login.ts';
import { loginHref } from '../login/use-login-modal.ts';
import { useAccountSession } from '../session/use-account-session.ts';
import { formatCountdown } from '../timing/countdown.ts';
import { useCountdown } from '../timing/use-countdown.ts';
import { codeFailure } from './code-outcome.ts';
import { LeaveConfirmModal } from './leave-confirm-modal.tsx';
import { codeOf, emptyDigits } from './otp-boxes.ts';
import { OtpInput } from './otp-input.tsx';
import { useLeaveWarning } from './use-leave-warning.ts';

/** Router state a Resend passes to the new token's page: how long the new code lives. */
function expiresIn(state: unknown): number {
  if (typeof state !== 'object' || state === null) return OTP_LIFETIME_SECONDS;
  const value = (state as Record<string, unknown>).expiresIn;
  return typeof value === 'number' && value > 0 ? value : OTP_LIFETIME_SECONDS;
}

/**
 * `authentication/email/{token}`: the second step of a two-factor login. The code was mailed; the token
 * names this login attempt. Without the pending login of this tab the page cannot work and says so.
 */
export function CodePage() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const { token = '' } = useParams();
  const [pending] = useState(readPendingLogin);
  useDocumentTitle(t('common:documentTitle', { page: t('code.documentTitle') }));

  if (!pending || !OtpUrlToken.safeParse(token).success) {
    return (
      <StatusPanel
        icon={<IconMailCode size={30} />}
        color="red"
        title={t('common:errors.invalid_page')}
        testId="code-page-invalid"
        actions={
          <Button component={Link} to={loginHref(lp('/'))} mt="sm">
            {t('code.logInAgain')}
          </Button>
        }
      />
    );
  }
  // A new token (Resend) is a new code: fresh boxes and a fresh countdown.
  return <CodeForm key={token} token={token} pending={pending} />;
}

function CodeForm({ token, pending }: { token: string; pending: PendingLogin }) {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const { signedIn } = useAccountSession();
  const { blocker, allowLeaving } = useLeaveWarning(true);
  const [digits, setDigits] = useState(emptyDigits);
  const [alert, setAlert] = useState<string | null>(null);
  const [burned, setBurned] = useState(false);

  const leaveHome = useCallback(
    (message: string) => {
      allowLeaving();
      clearPendingLogin();
      notifications.show({ id: 'code-page-left', color: 'orange', title: t('code.title'), message });
      void navigate(lp('/'), { replace: true });
    },
    [allowLeaving, navigate, lp, t],
  );

  const left = useCountdown(expiresIn(location.state), () => leaveHome(t('common:errors.code_expired')));

  const check = useMutation({
    mutationFn: (otp_code: string) =>
      api.call('usersValidationOtp', { email: pending.email, otp_code, token }),
    onError: () => undefined,
  });
  const resend = useMutation({
    mutationFn: () => api.call('usersGeneratingOtp', { email: pending.email, token }),
    onError: () => undefined,
  });

  const fail = (error: unknown) => {
    const kind = codeFailure(error);
    if (kind === 'leave') return leaveHome(describeApiError(error, t));
    setBurned(kind === 'resend');
    setDigits(emptyDigits());
    setAlert(describeApiError(error, t));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const code = OtpCode.safeParse(codeOf(digits));
    if (!code.success) {
      setAlert(t('common:validation.codeInvalid'));
      return;
    }
    try {
      const answer = await check.mutateAsync(code.data);
      allowLeaving();
      clearPendingLogin();
      signedIn(answer.user_data, answer.plan_type);
      await navigate(pending.next ?? lp('/'), { replace: true });
    } catch (error) {
      fail(error);
    }
  };

  const sendAgain = async () => {
    setAlert(null);
    try {
      const answer = await resend.mutateAsync();
      allowLeaving();
      notifications.show({ color: 'teal', title: t('code.title'), message: t('code.resent') });
      await navigate(lp(`/authentication/email/${answer.url_token}`), {
        replace: true,
        state: { expiresIn: answer.expires_in },
      });
    } catch (error) {
      fail(error);
    }
  };

  const goBack = () => void navigate(loginHref(lp('/'), pending.next ?? undefined));

  return (
    <Container size={560} py={{ base: 40, sm: 80 }} data-testid="code-page">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg" align="stretch">
            <Stack gap="xs" align="center" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light">
                <IconMailCode size={30} />
              </ThemeIcon>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {t('code.title')}
              </Title>
              <Text c="dimmed">{t('code.description', { email: pending.email })}</Text>
            </Stack>
            <OtpInput digits={digits} onChange={setDigits} invalid={alert !== null} disabled={burned} />
            <Group justify="center" gap="xs">
              <Badge
                size="lg"
                variant="light"
                color={left <= 60 ? 'red' : 'ink'}
                leftSection={<IconClock size={14} />}
                data-testid="code-countdown"
                aria-live="off"
              >
                {formatCountdown(left)}
              </Badge>
              <Anchor component="button" type="button" onClick={sendAgain} fz="sm" data-testid="code-resend">
                {resend.isPending ? t('code.resending') : t('code.resend')}
              </Anchor>
            </Group>
            <FormAlert message={alert} testId="code-error" />
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={goBack}
                data-testid="code-previous"
              >
                {t('code.previous')}
              </Button>
              <Button type="submit" loading={check.isPending} disabled={burned} data-testid="code-next">
                {t('code.next')}
              </Button>
            </Group>
            <Text fz="xs" c="dimmed" ta="center">
              {t('code.hint')}
            </Text>
          </Stack>
        </form>
      </Paper>
      <LeaveConfirmModal blocker={blocker} />
    </Container>
  );
}
