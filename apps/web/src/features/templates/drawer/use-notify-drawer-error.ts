import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useDrawerErrorText } from './use-drawer-error-text.ts';

/** A failed save as a red notification titled as the spec names it (§8: template / folder save failed). */
export function useNotifyDrawerError(): (error: unknown, what: 'folder' | 'template' | 'move') => void {
  const { t } = useTranslation('template-drawer');
  const errorText = useDrawerErrorText();
  return (error, what) =>
    notifications.show({ color: 'red', title: t(`errors.${what}SaveFailed`), message: errorText(error) });
}
