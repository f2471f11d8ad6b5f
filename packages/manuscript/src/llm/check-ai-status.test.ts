import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from '../test-support/local-http-server.ts';
import { checkAiStatus } from './check-ai-status.ts';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const page = (indicator: string, ...components: [string, string][]) => ({
  page: { id: 'x', name: 'AI' },
  status: { indicator, description: `indicator ${indicator}` },
  components: components.map(([name, status]) => ({ name, status })),
});

async function statusOf(body: unknown, status = 200, components?: string[]) {
  server = await startLocalServer(() => ({ status, body }));
  return checkAiStatus({
    url: `${server.url}/api/v2/summary.json`,
    fetch,
    ...(components ? { components } : {}),
  });
}

describe('AI status (Statuspage JSON)', () => {
  it.each([
    [page('none', ['API', 'operational'], ['Chat', 'operational']), 'operational', false],
    [page('minor', ['API', 'degraded_performance']), 'degraded', true],
    [page('minor', ['API', 'partial_outage'], ['Chat', 'operational']), 'partial_outage', true],
    [page('major', ['API', 'major_outage'], ['Chat', 'operational']), 'major_outage', true],
    [page('critical', ['API', 'major_outage'], ['Chat', 'operational']), 'full_outage', true],
    [page('major', ['API', 'major_outage'], ['Chat', 'major_outage']), 'full_outage', true],
  ])('reads %j as %s', async (body, level, offer) => {
    const status = await statusOf(body);
    expect(status).toMatchObject({ level, offerWithoutAutoTagging: offer });
  });

  it('lists the affected components and can count only some of them', async () => {
    const body = page('minor', ['Chat completions', 'partial_outage'], ['Images', 'major_outage']);
    expect((await statusOf(body)).affected).toEqual([
      { name: 'Chat completions', status: 'partial_outage' },
      { name: 'Images', status: 'major_outage' },
    ]);
    await server?.close();
    expect(await statusOf(body, 200, ['chat completions'])).toMatchObject({ level: 'partial_outage' });
  });

  it('reports a page it cannot read as unknown, offering to go on without auto-tagging', async () => {
    expect(await statusOf({ error: 'down' }, 503)).toMatchObject({
      level: 'unknown',
      offerWithoutAutoTagging: true,
    });
    await server?.close();
    expect(await statusOf('not json')).toMatchObject({ level: 'unknown' });
    await server?.close();
    server = undefined;
    expect(await checkAiStatus({ url: 'http://127.0.0.1:9/summary.json', fetch })).toMatchObject({
      level: 'unknown',
    });
  });
});
