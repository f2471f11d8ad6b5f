import type { templateEndpoints } from '@galley/contracts';
import { type ApiClient, api } from '../../../../lib/api/client.ts';
import type { SaveTemplate } from './save-template-port.ts';
import { templateSaveRequest } from './template-save-request.ts';

/** Any client that speaks the template calls of spec §7; the app's shared `api` does. */
export type TemplateApi = ApiClient<typeof templateEndpoints>;

export interface ServerTemplateStoreOptions {
  client?: TemplateApi;
  /** Where a new template goes when the save names no folder; the root when absent. */
  folderId?: () => string | null;
}

/**
 * The save adapter of the template API: save → PUT /options/, save as → POST /create/. A refusal
 * (validation, someone else's id, no session) rejects with the ApiError, so the editor reports the spec's
 * "template save failed" and the draft stays unsaved.
 */
export function serverTemplateStore(options: ServerTemplateStoreOptions = {}): SaveTemplate {
  const client = options.client ?? api;
  return async (template, id, folderId) => {
    const request = templateSaveRequest(template, id, folderId ?? options.folderId?.() ?? null);
    const saved =
      request.name === 'templateOptions'
        ? await client.call('templateOptions', request.body)
        : await client.call('templateCreate', request.body);
    return { id: saved.template_id };
  };
}
