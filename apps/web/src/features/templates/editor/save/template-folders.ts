import type { TemplateApi } from './server-template-store.ts';

/** A folder of the user's with the names from the top level down to it ("Papers / 2026"). */
export interface FolderChoice {
  id: string;
  path: string[];
}

/** Folders deeper than this are not offered (the drawer allows any depth; nobody files that deep). */
const MAX_DEPTH = 8;

/**
 * Every folder of the user's, top level first, each followed by the folders inside it — the "save as"
 * folder picker. One template-list-folder-type call per folder that has folders inside.
 */
export async function listFolderChoices(client: TemplateApi, signal?: AbortSignal): Promise<FolderChoice[]> {
  const choices: FolderChoice[] = [];
  const visit = async (parentId: string | null, path: string[]): Promise<void> => {
    if (path.length >= MAX_DEPTH) return;
    const { results } = await client.call('templateFolderList', { parent_id: parentId }, { signal });
    for (const folder of results) {
      const choice = { id: folder.template_id, path: [...path, folder.name] };
      choices.push(choice);
      await visit(choice.id, choice.path);
    }
  };
  await visit(null, []);
  return choices;
}
