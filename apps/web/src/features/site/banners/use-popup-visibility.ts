import type { PopupBanner } from '@galley/contracts';
import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage/safe-storage.ts';
import {
  createHideRecord,
  isPopupHidden,
  type PopupKind,
  parseHideRecord,
  popupStorageKey,
} from './popup-visibility.ts';

export interface PopupVisibility {
  visible: boolean;
  /** "Don't show for a day / week": remembered in localStorage for that popup id. */
  hide: () => void;
  /** Plain close: this popup stays away for the rest of the browser tab's session. */
  close: () => void;
}

function initiallyHidden(kind: PopupKind, id: string): boolean {
  const key = popupStorageKey(kind);
  if (readStorage('session', key) === id) return true;
  return isPopupHidden(parseHideRecord(readStorage('local', key)), id, new Date());
}

export function usePopupVisibility(kind: PopupKind, banner: PopupBanner | null): PopupVisibility {
  // Decisions are keyed by id so a new popup published mid-visit is judged afresh.
  const [dismissed, setDismissed] = useState<Record<string, boolean>>({});
  const id = banner?.id ?? null;

  const hide = useCallback(() => {
    if (id === null) return;
    writeStorage('local', popupStorageKey(kind), JSON.stringify(createHideRecord(kind, id, new Date())));
    setDismissed((current) => ({ ...current, [id]: true }));
  }, [id, kind]);

  const close = useCallback(() => {
    if (id === null) return;
    writeStorage('session', popupStorageKey(kind), id);
    setDismissed((current) => ({ ...current, [id]: true }));
  }, [id, kind]);

  const visible = id !== null && !(dismissed[id] ?? initiallyHidden(kind, id));
  return { visible, hide, close };
}
