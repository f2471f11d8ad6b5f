import path from 'node:path';

export interface TitleIndexSettings {
  /** The corpus index file (GALLEY_TITLE_INDEX, else `<data dir>/titles/title-index.json`, i.e. .galley/titles/). */
  indexPath: string;
  /** The shared PubMed data to build the index from when the file is missing (GALLEY_SHARED_DATA), if any. */
  sharedData: string | null;
}

/**
 * Where the recommender's index lives. Read from the environment here rather than the server's config because the
 * index is optional data beside the app, not a setting it needs to start (move into load-config when it grows).
 */
export function titleIndexSettings(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): TitleIndexSettings {
  const indexPath = env.GALLEY_TITLE_INDEX
    ? path.resolve(env.GALLEY_TITLE_INDEX)
    : path.join(dataDir, 'titles', 'title-index.json');
  return { indexPath, sharedData: env.GALLEY_SHARED_DATA ? path.resolve(env.GALLEY_SHARED_DATA) : null };
}
