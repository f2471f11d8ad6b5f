import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { describeProblems } from '../../../lib/forms/field-problems.ts';
import { useFormSubmission } from '../../../lib/forms/use-form-submission.ts';
import { NewPasswordInputs } from '../fields/new-password-inputs.tsx';
import { ProfileFieldset } from '../fields/profile-fieldset.tsx';
import { loginHref } from '../login/use-login-modal.ts';
import { EMPTY_REGISTRATION, type RegisterFormValues, registerProblems } from './register-form-values.ts';
import { useRegister } from './use-register.ts';

/** `/register` (spec §2): every field of the account, checked with the server's own rules as you submit. */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const register = useRegister();
  useDocumentTitle(t('common:documentTitle', { page: t('register.documentTitle') }));
  const form = useForm<RegisterFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_REGISTRATION,
    validate: (values) => describeProblems(registerProblems(values), t),
  });

  const submission = useFormSubmission(form, t, { fieldByCode: { email_taken: 'email' } });

  const submit = submission.onSubmit(async (values) => {
    const { email } = await register.mutateAsync(values);
    await navigate(lp('/verify/email-send'), { state: { email } });
  });

  const link = (path: string) => (
    <Anchor component={Link} to={lp(path)} target="_blank" rel="noopener" inherit fw={600} />
  );

  return (
    <Container size="md" py={{ base: 32, sm: 56 }} data-testid="register-page">
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('register.title')}
        </Title>
        <Text c="dimmed">{t('register.subtitle')}</Text>
        <Text fz="sm">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={loginHref(lp('/'))} fw={600}>
            {t('register.logIn')}
          </Anchor>
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate data-testid="register-form">
          <Stack gap="lg">
            <Title order={2} fz="lg">
              {t('register.sections.account')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('fields.email')}
                type="email"
                required
                autoComplete="email"
                data-testid="field-email"
                {...form.getInputProps('email')}
              />
              <TextInput
                label={t('fields.emailRepeat')}
                type="email"
                required
                autoComplete="email"
                data-testid="field-email2"
                {...form.getInputProps('email2')}
              />
              <NewPasswordInputs
                form={form}
                kind="first"
                testIds={{ password: 'field-password', repeat: 'field-password2' }}
              />
            </SimpleGrid>

            <ProfileFieldset form={form} />

            <Stack gap="sm" mt="sm">
              <Checkbox
                label={
                  <Trans
                    t={t}
                    i18nKey="register.terms"
                    components={{ terms: link('/terms'), privacy: link('/privacy') }}
                  />
                }
                data-testid="field-terms"
                {...form.getInputProps('terms_agreed', { type: 'checkbox' })}
              />
              <Checkbox
                label={t('register.age')}
                data-testid="field-age"
                {...form.getInputProps('age_confirmed', { type: 'checkbox' })}
              />
            </Stack>

            <FormAlert message={submission.alert} testId="register-error" />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to={lp('/')} data-testid="register-cancel">
                {t('register.cancel')}
              </Button>
              <Button type="submit" loading={register.isPending} data-testid="register-submit">
                {t('register.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
