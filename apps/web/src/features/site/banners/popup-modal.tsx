import type { Locale, PopupBanner } from '@galley/contracts';
import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PopupKind } from './popup-visibility.ts';

interface PopupModalProps {
  kind: PopupKind;
  banner: PopupBanner;
  locale: Locale;
  opened: boolean;
  onHide: () => void;
  onClose: () => void;
}

/** An update or notice from the server, with "don't show for a day / week" and a plain close. */
export function PopupModal({ kind, banner, locale, opened, onHide, onClose }: PopupModalProps) {
  const { t } = useTranslation();
  const Icon = kind === 'update' ? IconSparkles : IconBell;
  // Compound parts rather than `title`: the heading must hold only the title, not the icon and label.
  return (
    <Modal.Root opened={opened} onClose={onClose} centered radius="lg" size="md">
      <Modal.Overlay />
      <Modal.Content data-testid={`${kind}-popup`}>
        <Modal.Header>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="xl" size="lg">
              <Icon size={18} />
            </ThemeIcon>
            <div>
              <Text fz="xs" fw={700} tt="uppercase" c="ink.7" lts={0.5}>
                {t(kind === 'update' ? 'banners.popup.updateLabel' : 'banners.popup.noticeLabel')}
              </Text>
              <Modal.Title fw={700} fz="lg" lh={1.3}>
                {banner.title[locale]}
              </Modal.Title>
            </div>
          </Group>
          <Modal.CloseButton aria-label={t('banners.popup.close')} />
        </Modal.Header>
        <Modal.Body>
          <Text fz="sm" c="gray.8" style={{ whiteSpace: 'pre-line' }}>
            {banner.body[locale]}
          </Text>
          <Group justify="space-between" mt="xl" gap="xs">
            <Button
              variant="subtle"
              color="gray"
              size="sm"
              onClick={onHide}
              data-testid={`${kind}-popup-hide`}
            >
              {t(kind === 'update' ? 'banners.popup.hideForDay' : 'banners.popup.hideForWeek')}
            </Button>
            <Button size="sm" onClick={onClose} data-autofocus data-testid={`${kind}-popup-close`}>
              {t('banners.popup.close')}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
