import fs from 'node:fs';
import path from 'node:path';
import { loadTitleIndex, type TitleIndex } from '@galley/titles';
import type { FastifyBaseLogger } from 'fastify';
import type { IsolatedPool } from '../../jobs/isolated/isolated-pool.ts';
import type { TitleIndexSettings } from './title-index-settings.ts';

type IndexState = { status: 'ready'; index: TitleIndex } | { status: 'building' } | { status: 'missing' };

/** One state per index file, for the life of the process: the index is read once, on first use. */
const states = new Map<string, IndexState>();

export interface TitleIndexDeps {
  settings: TitleIndexSettings;
  isolated: Pick<IsolatedPool, 'run'>;
  log: FastifyBaseLogger;
}

/**
 * The corpus index, or null while it is missing or being built (never throws). A missing file is built once from the
 * shared PubMed data in a worker thread (≈ 40 s; the event loop stays free) and read by the first request after it.
 */
export function titleIndex(deps: TitleIndexDeps): TitleIndex | null {
  const { indexPath, sharedData } = deps.settings;
  const known = states.get(indexPath);
  if (known?.status === 'ready') return known.index;
  if (known?.status === 'building') return null;
  if (fs.existsSync(indexPath)) {
    try {
      const index = loadTitleIndex(fs.readFileSync(indexPath));
      states.set(indexPath, { status: 'ready', index });
      return index;
    } catch (error) {
      deps.log.error({ err: error, indexPath }, 'title index unreadable; recommending without it');
      states.set(indexPath, { status: 'missing' });
      return null;
    }
  }
  if (known?.status !== 'missing' && sharedData && fs.existsSync(path.join(sharedData, 'pubmed'))) {
    states.set(indexPath, { status: 'building' });
    deps.isolated
      .run('buildTitleIndexFile', { out: indexPath, sharedData })
      .then(() => states.delete(indexPath))
      .catch((error: unknown) => {
        deps.log.error({ err: error, indexPath }, 'title index build failed');
        states.set(indexPath, { status: 'missing' });
      });
    return null;
  }
  states.set(indexPath, { status: 'missing' });
  return null;
}
