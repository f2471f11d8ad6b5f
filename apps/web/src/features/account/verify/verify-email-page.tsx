import { Button, Group, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconClockX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { loginHref } from '../login/use-login-modal.ts';
import { profileQueryKey } from '../session/use-profile.ts';
import { useStoredAccount } from '../session/use-stored-account.ts';
import { tokenOutcome } from './token-outcome.ts';
import { useTokenCheck } from './use-token-check.ts';

/** `/verify/email/{token}`: the verification mail's link. Verifies once; a second visit says so. */
export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const { token } = useParams();
  const check = useTokenCheck(token);
  const queryClient = useQueryClient();
  const signedIn = useStoredAccount() !== null;
  useDocumentTitle(t('common:documentTitle', { page: t('verify.email.documentTitle') }));

  const outcome = tokenOutcome('verify_email', {
    wellFormed: check.wellFormed,
    data: check.data,
    error: check.error,
  });
  const verified = outcome.type === 'valid' || outcome.type === 'already-verified';
  useEffect(() => {
    // A signed-in user's banner and guards read the profile: fetch the verified flag anew.
    if (verified) void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  }, [verified, queryClient]);

  if (outcome.type === 'checking') {
    return (
      <StatusPanel
        icon={<Loader size="sm" />}
        title={t('verify.email.checking')}
        testId="verify-email-checking"
      />
    );
  }

  const actions = (
    <Group justify="center" mt="sm">
      {!signedIn && (
        <Button component={Link} to={loginHref(lp('/'))} data-testid="verify-email-login">
          {t('verify.email.logIn')}
        </Button>
      )}
      <Button component={Link} to={lp('/')} variant={signedIn ? 'filled' : 'default'}>
        {t('verify.goHome')}
      </Button>
    </Group>
  );

  if (verified) {
    const already = outcome.type === 'already-verified';
    return (
      <StatusPanel
        icon={<IconCircleCheck size={30} />}
        color="teal"
        title={already ? t('common:errors.already_verified') : t('verify.email.success')}
        actions={actions}
        testId="verify-email-result"
      >
        {already ? t('verify.email.alreadyDescription') : t('verify.email.successDescription')}
      </StatusPanel>
    );
  }

  return (
    <StatusPanel
      icon={<IconClockX size={30} />}
      color="red"
      title={outcome.type === 'failed' ? describeApiError(outcome.error, t) : t('common:errors.link_expired')}
      actions={actions}
      testId="verify-email-expired"
    >
      {outcome.type === 'failed' ? t('verify.tryAgainLater') : t('verify.email.expiredDescription')}
    </StatusPanel>
  );
}
