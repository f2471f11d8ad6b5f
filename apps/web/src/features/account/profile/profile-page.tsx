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
import { BillingPlaceholder } from './billing-placeholder.tsx';
import { PasswordTab } from './password-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { TwoFactorTab } from './two-factor-tab.tsx';
import { UsageTab } from './usage-tab.tsx';

const TABS = ['profile', 'password', 'twoFactor', 'subscription', 'usage', 'payments'] as const;
type TabId = (typeof TABS)[number];

function isTab(value: string | null): value is TabId {
  return (TABS as readonly (string | null)[]).includes(value);
}

const ICONS = {
  profile: IconUserCircle,
  password: IconKey,
  twoFactor: IconShieldLock,
  subscription: IconCreditCard,
  usage: IconChartBar,
  payments: IconReceipt,
} as const;

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
          {TABS.map((id) => {
            const Icon = ICONS[id];
            return (
              <Tabs.Tab
                key={id}
                value={id}
                leftSection={<Icon size={16} />}
                data-testid={`profile-tab-${id}`}
              >
                {t(`tabs.${id}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordTab />
        </Tabs.Panel>
        <Tabs.Panel value="twoFactor">
          <TwoFactorTab />
        </Tabs.Panel>
        <Tabs.Panel value="subscription">
          <BillingPlaceholder section="subscription" />
        </Tabs.Panel>
        <Tabs.Panel value="usage">
          <UsageTab />
        </Tabs.Panel>
        <Tabs.Panel value="payments">
          <BillingPlaceholder section="payments" />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
