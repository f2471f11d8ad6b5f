import { Avatar, Button, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import classes from '../../../app/layout/layout.module.css';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { useStoredAccount } from '../session/use-stored-account.ts';
import { useLogout } from './use-logout.ts';
import { userMenuItems } from './user-menu-items.ts';

function initials(first: string, last: string): string {
  return `${[...first][0] ?? ''}${[...last][0] ?? ''}`.toUpperCase();
}

/** The signed-in user's menu (spec §2): my account, plan management, template editor, log out. */
export function UserMenu({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const account = useStoredAccount();
  const logout = useLogout();
  const user = account?.user ?? null;
  const items = userMenuItems(user);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  const shownInitials = user ? initials(user.first_name, user.last_name) : '';

  if (stacked) {
    return (
      <Stack gap={0} data-testid="user-menu-list">
        {items.map((item) => (
          <NavLink key={item.path} to={lp(item.path)} className={classes.mobileLink} onClick={onNavigate}>
            {t(item.labelKey)}
          </NavLink>
        ))}
        <Button
          variant="subtle"
          color="red"
          justify="flex-start"
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            onNavigate?.();
            logout.mutate();
          }}
        >
          {t('menu.logOut')}
        </Button>
      </Stack>
    );
  }

  return (
    <Menu
      position="bottom-end"
      width={240}
      shadow="md"
      withinPortal
      // No focus placeholder: axe rejects a focusable presentational child of role=menu (aria-required-children).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton
          // The visible initials lead the accessible name (WCAG 2.5.3, label in name).
          aria-label={user ? `${shownInitials} – ${t('common:nav.account')}` : t('common:nav.account')}
          className={classes.avatarButton}
          data-testid="user-menu"
        >
          <Avatar radius="xl" size={34} color="ink" variant="filled">
            {shownInitials || null}
          </Avatar>
          <IconChevronDown size={14} aria-hidden="true" data-testid="user-menu-chevron" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user && (
          <Menu.Label>
            <Text fz="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {name}
            </Text>
            <Text fz="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </Menu.Label>
        )}
        {items.map((item) => (
          <Menu.Item key={item.path} component={Link} to={lp(item.path)} data-testid={item.testId}>
            {t(item.labelKey)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          // Shade 9: red 6 reads at 3.3:1 on the white menu, below WCAG AA.
          color="red.9"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate()}
          data-testid="menu-logout"
        >
          {t('menu.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
