import { ConversionFileUploadFields, type ManuscriptUploadErrorCode } from '@galley/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type { ConversionUpload } from '../../services/conversion/upload-conversion-file.ts';
import { UploadRefusal } from '../../services/conversion/upload-refusal.ts';

const NOTHING = new Uint8Array(0);

/**
 * The multipart form: `conversion_id` and one `file`. Over 10 MB (cut while streaming, before any byte is kept)
 * or a second file comes back as `refused`, so the service checks ownership and stores the refusal on the
 * conversion; without a readable conversion_id before the file the refusal is answered at once.
 */
export async function readConversionUpload(request: FastifyRequest): Promise<ConversionUpload> {
  const fields: Record<string, string> = {};
  const files: { name: string; bytes: Buffer }[] = [];
  let refused: ManuscriptUploadErrorCode | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') files.push({ name: part.filename, bytes });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') refused = 'file_size_limit';
    else if (code === 'FST_FILES_LIMIT') refused = 'file_count';
    else if (error instanceof AppError) throw error;
    else throw new AppError('bad_request', 'The upload could not be read; send conversion_id and one file.');
  }
  if (files.length > 1) refused = 'file_count';
  const fieldsRead = ConversionFileUploadFields.safeParse(fields);
  if (refused && !fieldsRead.success) throw new UploadRefusal(refused);
  const { conversion_id } = parseInput(ConversionFileUploadFields, fields);
  if (refused) return { conversionId: conversion_id, fileName: '', bytes: NOTHING, refused };
  const [file] = files;
  if (!file || file.bytes.length === 0)
    throw new AppError('bad_request', 'Choose a .doc or .docx file to upload.');
  const bytes = new Uint8Array(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length);
  // Shown in lists and stored in a text column: control characters (PostgreSQL refuses NUL) dropped, the end kept.
  const fileName = file.name.replace(/\p{Cc}/gu, '').slice(-255);
  return { conversionId: conversion_id, fileName, bytes };
}
