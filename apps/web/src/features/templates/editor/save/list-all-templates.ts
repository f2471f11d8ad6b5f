import type { TemplateItem } from '@galley/contracts';
import type { TemplateApi } from './server-template-store.ts';
import { listFolderChoices } from './template-folders.ts';

/** A saved template with the folder names above it (empty at the top level). */
export interface TemplateChoice {
  template: TemplateItem;
  path: string[];
}

/** Pages read per folder at most (20 items a page): a chooser, not an archive. */
const MAX_PAGES = 10;

/**
 * Every saved template of the user's (not folders), top level first, then folder by folder — for choosing
 * one where a style is chosen (the converter's result screen). The API lists one folder a page at a time.
 */
export async function listAllTemplates(client: TemplateApi, signal?: AbortSignal): Promise<TemplateChoice[]> {
  const folders = [{ id: null, path: [] as string[] }, ...(await listFolderChoices(client, signal))];
  const choices: TemplateChoice[] = [];
  for (const folder of folders) {
    for (let page = 1; page <= MAX_PAGES; page++) {
      const listing = await client.call('templateList', { page, parent_id: folder.id }, { signal });
      for (const item of listing.results) {
        if (item.template_type === 'template' && item.setting)
          choices.push({ template: item, path: folder.path });
      }
      if (page * listing.page_size >= listing.count) break;
    }
  }
  return choices;
}
