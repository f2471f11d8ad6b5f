import { Button, Group, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { loginHref } from '../login/use-login-modal.ts';

function emailFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email } = state as Record<string, unknown>;
  return typeof email === 'string' ? email : null;
}

/** `/verify/email-send`: after registering, tells the user to open the link we mailed them. */
export function EmailSendPage() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const email = emailFromState(useLocation().state);
  useDocumentTitle(t('common:documentTitle', { page: t('verify.emailSend.documentTitle') }));
  return (
    <StatusPanel
      icon={<IconMailForward size={30} />}
      title={t('verify.emailSend.title')}
      testId="email-send-page"
      actions={
        <Group justify="center" mt="sm">
          <Button component={Link} to={loginHref(lp('/'))} data-testid="email-send-login">
            {t('verify.emailSend.logIn')}
          </Button>
          <Button component={Link} to={lp('/')} variant="default">
            {t('verify.goHome')}
          </Button>
        </Group>
      }
    >
      <Text inherit>{email ? t('verify.emailSend.sentTo', { email }) : t('verify.emailSend.sent')}</Text>
      <Text inherit mt="xs" fz="sm">
        {t('verify.emailSend.spamHint')}
      </Text>
    </StatusPanel>
  );
}
