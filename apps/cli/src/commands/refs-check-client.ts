import type { EutilsClient } from '@galley/pubmed';

/**
 * The E-utilities client as the environment configures it (the configuration): PUBMED_BASE_URL (real NCBI
 * by default; the local server's http://127.0.0.1:PORT/entrez/eutils/ works the same), NCBI_API_KEY (10 requests/s
 * instead of 3), NCBI_TOOL and NCBI_EMAIL (NCBI asks every caller to identify itself).
 */
export async function eutilsClientFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<EutilsClient> {
  // Loaded on use, so commands other than `refs check` start without the PubMed package.
  const { DEFAULT_EUTILS_BASE_URL, EutilsClient } = await import('@galley/pubmed');
  return new EutilsClient({
    baseUrl: env.PUBMED_BASE_URL || DEFAULT_EUTILS_BASE_URL,
    tool: env.NCBI_TOOL || 'galley',
    email: env.NCBI_EMAIL ?? '',
    ...(env.NCBI_API_KEY ? { apiKey: env.NCBI_API_KEY } : {}),
  });
}
