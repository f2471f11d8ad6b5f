import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconChartBar,
  IconCreditCard,
  IconKey,
  IconReceipt,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PaymentHistoryTab } from '../../billing/history/payment-history-tab.tsx';
import { SubscriptionPanel } from '../../billing/subscription/subscription-panel.tsx';
import { PasswordTab } from './password-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { TwoFactorTab } from './two-factor-tab.tsx';
import { UsageTab } from './usage-tab.tsx';

/** The tabs in order: one line each (id, icon, panel); `tabs.<id>` in the profile catalogue names it. */
const TABS = [
  { id: 'profile', Icon: IconUserCircle, Panel: ProfileTab },
  { id: 'password', Icon: IconKey, Panel: PasswordTab },
  { id: 'twoFactor', Icon: IconShieldLock, Panel: TwoFactorTab },
  { id: 'subscription', Icon: IconCreditCard, Panel: SubscriptionPanel },
  { id: 'usage', Icon: IconChartBar, Panel: UsageTab },
  { id: 'payments', Icon: IconReceipt, Panel: PaymentHistoryTab },
] as const;
type TabId = (typeof TABS)[number]['id'];

function isTab(value: string | null): value is TabId {
  return TABS.some((tab) => tab.id === value);
}

/** `/users/profile` (spec §2): the account's tabs; `?tab=` keeps the open tab linkable. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'profile';
  useDocumentTitle(t('common:documentTitle', { page: t('documentTitle') }));

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }} data-testid="profile-page">
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(isTab(value) && value !== 'profile' ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
        variant="outline"
      >
        <Tabs.List mb="lg">
          {TABS.map(({ id, Icon }) => (
            <Tabs.Tab key={id} value={id} leftSection={<Icon size={16} />} data-testid={`profile-tab-${id}`}>
              {t(`tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ id, Panel }) => (
          <Tabs.Panel key={id} value={id}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
