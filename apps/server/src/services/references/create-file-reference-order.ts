import type { CreateReferenceOrderResponse } from '@galley/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { IsolatedPool } from '../../jobs/isolated/isolated-pool.ts';
import type { ReadReferenceFileResult } from '../../jobs/isolated/read-reference-file.task.ts';
import { storeReferenceOrder } from './store-reference-order.ts';

export interface ReferenceFileUpload {
  format: 'ris' | 'nbib';
  bytes: Uint8Array;
}

export interface CreateFileReferenceOrderDeps {
  db: Database;
  isolated: IsolatedPool;
  log: FastifyBaseLogger;
}

/**
 * A new order from an uploaded RIS/NBIB file (spec §5, 5 MB at most, limited while streaming): read in a
 * worker thread — a hostile file never parses on the event loop — and stored like pasted text. A file the
 * reader cannot take, or with no references, is a 400 with the reader's own message.
 */
export async function createFileReferenceOrder(
  deps: CreateFileReferenceOrderDeps,
  userId: string,
  upload: ReferenceFileUpload,
): Promise<CreateReferenceOrderResponse> {
  let read: ReadReferenceFileResult;
  try {
    read = await deps.isolated.run('readReferenceFile', upload);
  } catch (error) {
    deps.log.warn({ err: error }, 'reference file reader failed');
    throw new AppError('bad_request', 'The file could not be read as RIS or NBIB.');
  }
  if (read.items.length === 0) {
    throw new AppError(
      'bad_request',
      read.warnings.find((warning) => warning.code === 'no_references')?.message ??
        'No convertible references were found.',
    );
  }
  return storeReferenceOrder(deps.db, userId, upload.format, read.items, read.warnings);
}
