import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ConversionClient } from './conversion-client.ts';

// Test-only: the auto-tag and confirm-board calls (issue 15) as one signed-in browser makes them.

export const BOARD_PATHS = {
  autoTag: '/api/v1/conversion/create-auto-tag-task/',
  aiStatus: '/api/v1/conversion/ai-status/',
  board: '/api/v1/conversion/get-conversion-board/',
  textData: '/api/v1/conversion/get-conversion-text-data/',
  update: '/api/v1/conversion/update-conversion/',
  fileDelete: '/api/v1/conversion/file-delete/',
  fileDownload: '/api/v1/conversion/file-download/',
} as const;

export interface BoardClient {
  autoTag(conversionId: string, extra?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  aiStatus(): Promise<LightMyRequestResponse>;
  board(conversionId: string): Promise<LightMyRequestResponse>;
  textData(query?: string): Promise<LightMyRequestResponse>;
  update(body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  fileDelete(conversionId: string): Promise<LightMyRequestResponse>;
  fileDownload(conversionId: string): Promise<LightMyRequestResponse>;
  /** Polls the board until the auto-tag job has written it (or fails after `timeoutMs`). */
  waitForBoard(conversionId: string, timeoutMs?: number): Promise<LightMyRequestResponse>;
}

/** The board calls bound to a conversion client's cookies. */
export function boardClient(app: FastifyInstance, client: ConversionClient): BoardClient {
  const { headers } = client;
  const json = (method: 'POST' | 'DELETE', url: string, payload: Record<string, unknown>) =>
    app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });
  const get = (url: string) => app.inject({ url, headers });
  const board = (id: string) => get(`${BOARD_PATHS.board}?conversion_id=${id}`);
  return {
    autoTag: (id, extra = {}) => json('POST', BOARD_PATHS.autoTag, { conversion_id: id, ...extra }),
    aiStatus: () => get(BOARD_PATHS.aiStatus),
    board,
    textData: (query = '') => get(`${BOARD_PATHS.textData}${query}`),
    update: (body) => json('POST', BOARD_PATHS.update, body),
    fileDelete: (id) => json('DELETE', BOARD_PATHS.fileDelete, { conversion_id: id }),
    fileDownload: (id) => get(`${BOARD_PATHS.fileDownload}?conversion_id=${id}`),
    async waitForBoard(id, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const response = await board(id);
        if (response.statusCode !== 409 || Date.now() > deadline) return response;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}
