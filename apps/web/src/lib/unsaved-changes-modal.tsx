import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { BlockerModal } from './blocker-modal.tsx';

/** Asks before an in-app navigation drops unsaved changes: stay, or leave without saving. */
export function UnsavedChangesModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('common');
  return (
    <BlockerModal
      blocker={blocker}
      title={t('unsavedChanges.title')}
      message={t('unsavedChanges.message')}
      stay={t('unsavedChanges.stay')}
      leave={t('unsavedChanges.leave')}
      testIds={{ modal: 'unsaved-changes-modal', stay: 'unsaved-stay', leave: 'unsaved-leave' }}
    />
  );
}
