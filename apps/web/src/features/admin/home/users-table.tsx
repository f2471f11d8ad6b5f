import { type AdminUser, adminEndpoints } from '@galley/contracts';
import { Badge, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { adminCallById } from '../shared/admin-api.ts';
import { formatWhen } from '../shared/format-when.ts';

/** The users of one page: email and name, plan, verified, role, joined, and a switch to disable the account. */
export function UsersTable({ rows }: { rows: readonly AdminUser[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      adminCallById(adminEndpoints.userSetDisabled, id, { disabled }),
    onSuccess: async (user) => {
      notifications.show({
        color: 'teal',
        message: t(user.disabled ? 'users.disabledNow' : 'users.enabledNow', { email: user.email }),
        closeButtonProps: { 'aria-label': t('common:actions.close') },
      });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: describeApiError(error, t),
        closeButtonProps: { 'aria-label': t('common:actions.close') },
      }),
  });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.user')}</Table.Th>
            <Table.Th>{t('users.columns.plan')}</Table.Th>
            <Table.Th>{t('users.columns.verified')}</Table.Th>
            <Table.Th>{t('users.columns.role')}</Table.Th>
            <Table.Th>{t('users.columns.joined')}</Table.Th>
            <Table.Th>{t('users.columns.disabled')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row" data-email={user.email}>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {user.email}
                </Text>
                <Text fz="xs" c="dimmed">
                  {`${user.first_name} ${user.last_name}`.trim()}
                </Text>
              </Table.Td>
              <Table.Td>{t(`users.options.plan.${user.plan_type}`)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={user.verified ? 'teal' : 'gray'}>
                  {t(user.verified ? 'users.verifiedYes' : 'users.verifiedNo')}
                </Badge>
              </Table.Td>
              <Table.Td>
                {t(
                  user.is_superuser
                    ? 'users.roles.superuser'
                    : user.is_staff
                      ? 'users.roles.staff'
                      : 'users.roles.user',
                )}
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{formatWhen(user.created_at, locale)}</Text>
              </Table.Td>
              <Table.Td>
                <Switch
                  checked={user.disabled}
                  disabled={toggle.isPending && toggle.variables?.id === user.id}
                  onChange={(event) => toggle.mutate({ id: user.id, disabled: event.currentTarget.checked })}
                  aria-label={t('users.disable', { email: user.email })}
                  data-testid="user-disabled"
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
