import { CompileReferencesRequest, type CompileReferencesResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { compileReferences } from '../../services/references/compile-references.ts';

/** A list (≤ 250) in a template, preset or journal style → text and HTML per reference. */
export function compileReferencesRoute(app: FastifyInstance): void {
  app.post(endpoints.referenceCompile.path, async (request): Promise<CompileReferencesResponse> => {
    request.requireUserId();
    const input = parseInput(CompileReferencesRequest, request.body);
    return { references: compileReferences(input.reference_list, input.setting) };
  });
}
