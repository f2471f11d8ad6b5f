import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { useStoredAccount } from '../session/use-stored-account.ts';

/** `/users/plan` (user.plans): where the plan guard sends users; the billing issue adds plan changes. */
export function PlanPage() {
  const { t } = useTranslation('profile');
  const lp = useLocalePath();
  const planType = useStoredAccount()?.planType ?? 'free';
  useDocumentTitle(t('common:documentTitle', { page: t('plan.documentTitle') }));
  return (
    <Container size="md" py={{ base: 32, sm: 56 }} data-testid="plan-page">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="md" align="flex-start">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('plan.title')}
          </Title>
          <Group gap="xs">
            <Text c="dimmed">{t('plan.current')}</Text>
            <Badge size="lg" variant="light" data-testid="plan-current">
              {t(`plan.names.${planType}`)}
            </Badge>
          </Group>
          <Text>{t('plan.description')}</Text>
          <Button component={Link} to={lp('/pricing')}>
            {t('plan.seePlans')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
