import type { ReferenceTemplate } from '@galley/contracts';

/**
 * Where the editor saves (spec §2: save, save as). `id` is the template being edited, absent for a new
 * one (and for "save as"), which goes into `folderId` (null: the top level); the answer is the id it is
 * stored under. The server adapter
 * (server-template-store.ts) writes to the template API; the local one (local-template-store.ts) keeps
 * templates in this browser, e.g. for a signed-out preview.
 */
export type SaveTemplate = (
  template: ReferenceTemplate,
  id: string | undefined,
  folderId?: string | null,
) => Promise<{ id: string }>;
