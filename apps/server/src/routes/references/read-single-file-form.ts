import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

export interface SingleFileForm {
  /** The text fields, by name (values are cut at the multipart plugin's fieldSize). */
  fields: Record<string, string>;
  /** The first part named `fileField`, or undefined when none came. */
  file: Buffer | undefined;
}

/**
 * A multipart form with one file and a few text fields, read while streaming: the multipart plugin's
 * fileSize limit stops an oversized file before it is held whole (→ 413 with `tooLarge`); any other
 * unreadable body is a 400 with `unreadable`. Other file parts are drained and dropped.
 */
export async function readSingleFileForm(
  request: FastifyRequest,
  fileField: string,
  messages: { tooLarge: string; unreadable: string },
): Promise<SingleFileForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField && !file) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', messages.tooLarge);
    }
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', messages.unreadable);
  }
  return { fields, file };
}
