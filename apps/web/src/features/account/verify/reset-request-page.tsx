import { ResetPasswordRequestRequest } from '@galley/contracts';
import { Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { api } from '../../../lib/api/client.ts';
import { describeProblems, mergeProblems } from '../../../lib/forms/field-problems.ts';
import { submissionFeedback } from '../../../lib/forms/submission-feedback.ts';
import { loginHref } from '../login/use-login-modal.ts';

const EmailOnly = ResetPasswordRequestRequest.pick({ email: true });

/** `/verify/reset`: asks for the address to mail a reset link to (spec §4, reset password). */
export function ResetRequestPage() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  useDocumentTitle(t('common:documentTitle', { page: t('verify.reset.documentTitle') }));
  const request = useMutation({
    mutationFn: (email: string) => api.call('usersResetPasswordRequest', { email }),
    onError: () => undefined,
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: (values) => describeProblems(mergeProblems(EmailOnly.safeParse(values)), t),
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    const { email } = EmailOnly.parse(values);
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      // Spec §8: 'User Not Found' is said plainly, under the field.
      const feedback = submissionFeedback(error, t, { user_not_found: 'email' });
      form.setErrors(feedback.fields);
      setAlert(feedback.message);
    }
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
            <FormAlert message={alert} testId="reset-request-error" />
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
