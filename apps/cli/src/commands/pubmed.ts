import { Command, InvalidArgumentError } from 'commander';

/** A whole number ≥ 0 from the command line, or commander's usage error. */
function wholeNumber(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('expected a whole number ≥ 0');
  return Number(value);
}

/** `galley pubmed`: the local E-utilities server that stands in for NCBI offline and in tests. */
export function pubmedCommand(): Command {
  const pubmed = new Command('pubmed');
  pubmed
    .command('serve')
    .description(
      "serve NCBI's E-utilities (esearch, efetch, esummary, ecitmatch) over a folder of PubMed records " +
        '(pubmed-articles.xml[.gz], medline-records.txt[.gz]); prints the PUBMED_BASE_URL to use',
    )
    .requiredOption('--data <dir>', 'the folder with the PubMed records (e.g. ../shared/data/pubmed)')
    .requiredOption('--port <n>', 'the port to listen on (0: any free port)', wholeNumber)
    .option(
      '--latency-ms <m>',
      "milliseconds added before every answer (models NCBI's round trip)",
      wholeNumber,
      0,
    )
    .option(
      '--rate-limit <r>',
      "requests per second per caller before 429 (default NCBI's: 3, 10 with api_key; 0: no limit)",
      wholeNumber,
    )
    .action(async (options: { data: string; port: number; latencyMs: number; rateLimit?: number }) => {
      const started = performance.now();
      // Loaded here, not at the top: every other command starts without the PubMed package.
      const { loadCorpus, startLocalServer } = await import('@galley/pubmed');
      let corpus: ReturnType<typeof loadCorpus>;
      try {
        corpus = loadCorpus(options.data);
      } catch (error) {
        process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 1;
        return;
      }
      const server = await startLocalServer({
        corpus,
        port: options.port,
        latencyMs: options.latencyMs,
        ...(options.rateLimit !== undefined ? { rateLimit: options.rateLimit } : {}),
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stderr.write(
        `Loaded ${corpus.size} PubMed records in ${seconds} s. Ctrl-C stops the server.\n`,
      );
      process.stdout.write(`PUBMED_BASE_URL=${server.baseUrl}\n`);
      const stop = async () => {
        await server.close();
        process.exit(0);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
  return pubmed;
}
