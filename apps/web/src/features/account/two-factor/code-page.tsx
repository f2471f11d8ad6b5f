import { OtpCode, OtpUrlToken } from '@galley/contracts';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconClock, IconMailCode } from '@tabler/icons-react';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import {
  clearPendingLogin,
  codeDeadline,
  type PendingLogin,
  readPendingLogin,
  savePendingLogin,
  withCodeDeadline,
} from '../login/pending-login.ts';
import { loginHref } from '../login/use-login-modal.ts';
import { useAccountSession } from '../session/use-account-session.ts';
import { countdownAnnouncement, formatCountdown } from '../timing/countdown.ts';
import { useCountdown } from '../timing/use-countdown.ts';
import { expiredByTime, remainingAttempts, stateAfterFailure } from './code-outcome.ts';
import { LeaveConfirmModal } from './leave-confirm-modal.tsx';
import { codeOf, emptyDigits } from './otp-boxes.ts';
import { OtpInput } from './otp-input.tsx';
import { useCodeCheck } from './use-code-check.ts';
import { useCodeResend } from './use-code-resend.ts';
import { useLeaveWarning } from './use-leave-warning.ts';

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
  // A new token (Resend) is a new code: fresh boxes and its own countdown.
  return <CodeForm key={token} token={token} pending={pending} />;
}

function CodeForm({ token, pending }: { token: string; pending: PendingLogin }) {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const { signedIn } = useAccountSession();
  const { blocker, allowLeaving } = useLeaveWarning(true);
  const [digits, setDigits] = useState(emptyDigits);
  const [alert, setAlert] = useState<string | null>(null);
  const [burned, setBurned] = useState(false);
  const [focusFirst, setFocusFirst] = useState(0);
  // Stored per token, so a reload counts on instead of starting at 5:00 again.
  const [deadline] = useState(() => codeDeadline(token) ?? Date.now());
  const check = useCodeCheck(pending.email, token);
  const resend = useCodeResend(pending.email, token);

  const leaveHome = useCallback(
    (title: string, message: string) => {
      allowLeaving();
      clearPendingLogin();
      notifications.show({ id: 'code-page-left', color: 'orange', title, message });
      void navigate(lp('/'), { replace: true });
    },
    [allowLeaving, navigate, lp],
  );

  // Spec §2 and §8: on expiry the page alerts ('Time Expired') and sends the user home.
  const expire = () => leaveHome(t('code.expiredTitle'), t('common:errors.code_expired'));
  const left = useCountdown(deadline, expire);
  const announced = countdownAnnouncement(left);

  const fail = (error: unknown, source: 'check' | 'resend') => {
    const next = stateAfterFailure({ digits, burned }, error, source, emptyDigits);
    if (next === 'leave') {
      if (expiredByTime(error)) return expire();
      return leaveHome(t('code.title'), describeApiError(error, t));
    }
    setDigits(next.digits);
    setBurned(next.burned);
    if (source === 'check') setFocusFirst((count) => count + 1);
    const tries = remainingAttempts(error);
    const said = describeApiError(error, t);
    setAlert(tries === null ? said : `${said} ${t('code.triesLeft', { count: tries })}`);
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
      fail(error, 'check');
    }
  };

  const sendAgain = async () => {
    setAlert(null);
    try {
      const answer = await resend.mutateAsync();
      const current = readPendingLogin() ?? pending;
      savePendingLogin(withCodeDeadline(current, answer.url_token, Date.now() + answer.expires_in * 1000));
      allowLeaving();
      notifications.show({ color: 'teal', title: t('code.title'), message: t('code.resent') });
      await navigate(lp(`/authentication/email/${answer.url_token}`), { replace: true });
    } catch (error) {
      fail(error, 'resend');
    }
  };

  const busy = check.isPending || resend.isPending;
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
            <OtpInput
              digits={digits}
              onChange={setDigits}
              invalid={alert !== null}
              disabled={burned}
              focusFirst={focusFirst}
            />
            <Group justify="center" gap="xs">
              <Badge
                size="lg"
                variant="light"
                color={left <= 60 ? 'red' : 'ink'}
                leftSection={<IconClock size={14} />}
                data-testid="code-countdown"
                // Read on demand; the live region beside it announces the last minute.
                aria-live="off"
              >
                {formatCountdown(left)}
              </Badge>
              <VisuallyHidden aria-live="polite" data-testid="code-countdown-announcement">
                {announced === null ? '' : t('code.timeLeft', { count: announced })}
              </VisuallyHidden>
              <Anchor
                component="button"
                type="button"
                onClick={sendAgain}
                disabled={busy}
                fz="sm"
                data-testid="code-resend"
              >
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
              <Button
                type="submit"
                loading={check.isPending}
                disabled={burned || resend.isPending}
                data-testid="code-next"
              >
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
