// HTTP figures of the built server: throughput and latency of the platform's endpoints under load from
// autocannon on loopback (2 cores shared by client and server). Printed, never asserted.
import autocannon from 'autocannon';
import { startGalley } from '../e2e/support/server.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

const targets = [
  { name: 'GET /healthz (database round trip)', path: '/healthz' },
  { name: 'GET /api/v1/site/config/', path: '/api/v1/site/config/' },
  { name: 'GET /api/v1/security/csrf-token/', path: '/api/v1/security/csrf-token/' },
  { name: 'GET /api/v1/security/public-key/', path: '/api/v1/security/public-key/' },
  { name: 'GET /pricing (SPA history fallback)', path: '/pricing' },
];

const galley = await startGalley({ RATE_LIMIT_MAX: '100000000' });
try {
  console.log(
    `Galley HTTP benchmark — ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, node ${process.version}\n`,
  );
  console.log(
    'endpoint'.padEnd(42),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const target of targets) {
    const result = await autocannon({
      url: `${galley.baseUrl}${target.path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    const errors = result.errors + result.non2xx;
    console.log(
      target.name.padEnd(42),
      result.requests.average.toFixed(0).padStart(9),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(errors).padStart(7),
    );
  }
} finally {
  await galley.stop();
}
