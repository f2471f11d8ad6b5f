import { ResetPasswordRequestRequest } from '@galley/contracts';
import { Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { describeProblems, mergeProblems } from '../../../lib/forms/field-problems.ts';
import { useFormSubmission } from '../../../lib/forms/use-form-submission.ts';
import { loginHref } from '../login/use-login-modal.ts';
import { useResetRequest } from './use-reset-request.ts';

const EmailOnly = ResetPasswordRequestRequest.pick({ email: true });

/** `/verify/reset`: asks for the address to mail a reset link to (spec §4, reset password). */
export function ResetRequestPage() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(t('common:documentTitle', { page: t('verify.reset.documentTitle') }));
  const request = useResetRequest();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: (values) => describeProblems(mergeProblems(EmailOnly.safeParse(values)), t),
  });

  // Spec §8: 'User Not Found' is said plainly, under the field.
  const submission = useFormSubmission(form, t, { fieldByCode: { user_not_found: 'email' } });

  const submit = submission.onSubmit(async (values) => {
    const { email } = EmailOnly.parse(values);
    await request.mutateAsync(email);
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <StatusPanel
        icon={<IconMailForward size={30} />}
        title={t('verify.reset.sentTitle')}
        testId="reset-request-sent"
        actions={
          <Button component={Link} to={lp('/')} variant="default" mt="sm">
            {t('verify.goHome')}
          </Button>
        }
      >
        {t('verify.reset.sentTo', { email: sentTo })}
      </StatusPanel>
    );
  }

  return (
    <Container size={480} py={{ base: 48, sm: 88 }} data-testid="reset-request-page">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('verify.reset.title')}
            </Title>
            <Text c="dimmed">{t('verify.reset.description')}</Text>
            <TextInput
              label={t('fields.email')}
              type="email"
              required
              autoComplete="email"
              data-testid="reset-email"
              {...form.getInputProps('email')}
            />
            <FormAlert message={submission.alert} testId="reset-request-error" />
            <Button type="submit" loading={request.isPending} data-testid="reset-request-submit">
              {t('verify.reset.submit')}
            </Button>
            <Anchor component={Link} to={loginHref(lp('/'))} fz="sm" ta="center">
              {t('verify.reset.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
