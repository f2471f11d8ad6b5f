import { ConversionFileUploadFields } from '@galley/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { UploadRefusal } from '../../services/conversion/upload-refusal.ts';

export interface ConversionUpload {
  conversionId: string;
  fileName: string;
  bytes: Uint8Array;
}

/** The multipart form: `conversion_id` and one `file`; a second file is the spec's 'Only one file…'. */
export async function readConversionUpload(request: FastifyRequest): Promise<ConversionUpload> {
  const fields: Record<string, string> = {};
  const files: { name: string; bytes: Buffer }[] = [];
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
    // The size cut happens while streaming (@fastify/multipart's fileSize limit), before any byte is kept.
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new UploadRefusal('file_size_limit');
    }
    if (error instanceof Error && 'code' in error && error.code === 'FST_FILES_LIMIT') {
      throw new UploadRefusal('file_count');
    }
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', 'The upload could not be read; send conversion_id and one file.');
  }
  const { conversion_id } = parseInput(ConversionFileUploadFields, fields);
  if (files.length > 1) throw new UploadRefusal('file_count');
  const [file] = files;
  if (!file || file.bytes.length === 0)
    throw new AppError('bad_request', 'Choose a .doc or .docx file to upload.');
  return {
    conversionId: conversion_id,
    fileName: file.name,
    bytes: new Uint8Array(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length),
  };
}
