/** Server-configured popups a visitor may silence (spec §2, §9). */
export type PopupKind = 'update' | 'notice';

const HOUR_MS = 60 * 60 * 1000;

/** "Don't show for a day" on updates, "for a week" on notices. */
export const POPUP_HIDE_DURATION_MS: Record<PopupKind, number> = {
  update: 24 * HOUR_MS,
  notice: 7 * 24 * HOUR_MS,
};

/** localStorage keeps the long hide; sessionStorage the plain close, which lasts for this tab only. */
export function popupStorageKey(kind: PopupKind): string {
  return `galley.popup.${kind}`;
}

/** What "don't show for …" stores: the popup it silenced (a new id shows again) and until when. */
export interface PopupHideRecord {
  id: string;
  hiddenUntil: string;
}

export function createHideRecord(kind: PopupKind, id: string, now: Date): PopupHideRecord {
  return { id, hiddenUntil: new Date(now.getTime() + POPUP_HIDE_DURATION_MS[kind]).toISOString() };
}

/** Reads a stored record; anything unreadable counts as no record, so the popup shows. */
export function parseHideRecord(raw: string | null): PopupHideRecord | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, hiddenUntil } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof hiddenUntil !== 'string') return null;
    if (Number.isNaN(Date.parse(hiddenUntil))) return null;
    return { id, hiddenUntil };
  } catch {
    return null;
  }
}

/** True while `record` silences the popup with this `id`. */
export function isPopupHidden(record: PopupHideRecord | null, id: string, now: Date): boolean {
  if (record === null || record.id !== id) return false;
  return now.getTime() < Date.parse(record.hiddenUntil);
}
