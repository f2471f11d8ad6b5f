import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { loginHref } from '../login/use-login-modal.ts';
import { useCountdown } from '../timing/use-countdown.ts';
import { cameFromReset } from './reset-result-state.ts';

/** Seconds the success message stays before the page goes home by itself (spec §4). */
const REDIRECT_SECONDS = 5;

/** `/verify/reset-password/result`: the reset worked; counts down, then goes home. */
export function ResetResultPage() {
  const lp = useLocalePath();
  const { state } = useLocation();
  if (!cameFromReset(state)) return <Navigate to={lp('/')} replace />;
  return <ResetResult />;
}

function ResetResult() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const navigate = useNavigate();
  useDocumentTitle(t('common:documentTitle', { page: t('verify.resetResult.documentTitle') }));
  const [deadline] = useState(() => Date.now() + REDIRECT_SECONDS * 1000);
  const left = useCountdown(deadline, () => void navigate(lp('/'), { replace: true }));
  return (
    <StatusPanel
      icon={<IconCircleCheck size={30} />}
      color="teal"
      title={t('verify.resetResult.title')}
      testId="reset-result-page"
      actions={
        <Button component={Link} to={loginHref(lp('/'))} replace mt="sm" data-testid="reset-result-login">
          {t('verify.resetResult.logIn')}
        </Button>
      }
    >
      <span data-testid="reset-result-countdown">{t('verify.resetResult.redirect', { count: left })}</span>
    </StatusPanel>
  );
}
