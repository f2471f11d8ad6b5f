import type { ReferenceTemplate } from '@galley/contracts';
import type { SaveTemplate } from './save-template-port.ts';

/** The localStorage key of the templates saved in this browser until the template API is there. */
export const LOCAL_TEMPLATES_KEY = 'galley.templates.local';

export interface LocalTemplate {
  id: string;
  template: ReferenceTemplate;
  savedAt: string;
}

export function readLocalTemplates(storage: Storage = window.localStorage): LocalTemplate[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LOCAL_TEMPLATES_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as LocalTemplate[]) : [];
  } catch {
    return [];
  }
}

/**
 * The stand-in save adapter: templates in this browser's localStorage. A full or blocked storage rejects,
 * so the editor reports the spec's "template save failed" and the draft stays unsaved.
 */
export function localTemplateStore(storage: Storage = window.localStorage): SaveTemplate {
  return async (template, id) => {
    const saved = readLocalTemplates(storage);
    const entry: LocalTemplate = {
      id: id ?? globalThis.crypto.randomUUID(),
      template,
      savedAt: new Date().toISOString(),
    };
    const others = saved.filter((stored) => stored.id !== entry.id);
    storage.setItem(LOCAL_TEMPLATES_KEY, JSON.stringify([...others, entry]));
    return { id: entry.id };
  };
}
