import { ActionIcon, Avatar } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Where the signed-in user's menu goes (my account, plan management, log out). The accounts area
 * replaces this with the real menu; until then a signed-in visitor sees their avatar only.
 */
export function UserMenuSlot() {
  const { t } = useTranslation();
  return (
    <ActionIcon variant="subtle" radius="xl" size="lg" aria-label={t('nav.account')} data-testid="user-menu">
      <Avatar radius="xl" size={32} color="ink">
        <IconUser size={18} />
      </Avatar>
    </ActionIcon>
  );
}
