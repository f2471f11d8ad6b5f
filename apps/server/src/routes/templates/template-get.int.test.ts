import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTemplate, type DrawerHarness, startDrawerHarness } from './test-support/drawer-harness.ts';

// The editor's read of one saved template (a reload of `?template=<id>`): the user's own template as the list
// gives it; anything else (someone else's, deleted, a folder, not an id) the 404 the drawer's calls give.

let h: DrawerHarness;
let folder: string;
let template: string;

beforeAll(async () => {
  h = await startDrawerHarness();
  folder = await h.create({ name: 'Deep', template_type: 'folder' });
  template = await h.create({
    name: 'Nested style',
    template_type: 'template',
    setting: aTemplate('x'),
    parent_id: folder,
  });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const NOT_FOUND = { code: 'not_found', detail: 'No template with this id.' };

describe('one template by id', () => {
  it('answers the user’s own template exactly as the list of its folder does', async () => {
    const one = await h.call('GET', `/template/${template}/`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['cache-control']).toBe('private, no-store');
    const listed = await h.call('GET', '/template-list/', { parent_id: folder });
    expect(one.json()).toEqual(listed.json().results[0]);
    expect(one.json()).toMatchObject({ template_id: template, parent_id: folder, setting: { end: '.' } });
  });

  it('answers another user’s template with the same 404 as the drawer’s calls', async () => {
    const asBob = await h.call('GET', `/template/${template}/`, undefined, h.bob);
    const renameAsBob = await h.call('PUT', '/name/', { template_id: template, new_name: 'x' }, h.bob);
    expect(asBob.statusCode).toBe(404);
    expect(asBob.json()).toMatchObject(NOT_FOUND);
    expect(renameAsBob.statusCode).toBe(404);
    expect(asBob.json()).toEqual(renameAsBob.json());
  });

  it('answers 404 for a folder, a malformed id and a deleted template', async () => {
    const doomed = await h.create({ name: 'Doomed', template_type: 'template', setting: aTemplate('d') });
    expect((await h.call('GET', `/template/${doomed}/`)).statusCode).toBe(200);
    expect((await h.call('DELETE', '/delete/', { template_id: doomed })).statusCode).toBe(200);
    for (const id of [doomed, folder, 'not-a-uuid', '123']) {
      const response = await h.call('GET', `/template/${id}/`);
      expect({ id, status: response.statusCode, body: response.json() }).toMatchObject({
        id,
        status: 404,
        body: NOT_FOUND,
      });
    }
  });
});
