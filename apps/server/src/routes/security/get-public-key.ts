import { endpoints, type PublicKeyResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';

export function getPublicKeyRoute(app: FastifyInstance): void {
  app.get(endpoints.securityPublicKey.path, async (_request, reply): Promise<PublicKeyResponse> => {
    const key = await app.passwordTransportKey();
    // The key is stable for the life of the server; let browsers keep it for a while.
    reply.header('cache-control', 'private, max-age=3600');
    return { publicKey: key.publicKeySpkiBase64 };
  });
}
