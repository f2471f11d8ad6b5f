import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTemplate, BASE, type DrawerHarness, startDrawerHarness } from './test-support/drawer-harness.ts';

// Every template call refuses another user's ids with 404 (as if they did not exist) and a caller without a
// session with 401; nothing of the owner's changes.

let h: DrawerHarness;
let folder: string;
let template: string;
let bobsFolder: string;

beforeAll(async () => {
  h = await startDrawerHarness();
  folder = await h.create({ name: 'Alice folder', template_type: 'folder' });
  template = await h.create({
    name: 'Alice tpl',
    template_type: 'template',
    setting: aTemplate('x'),
    parent_id: folder,
  });
  bobsFolder = await h.create({ name: 'Bob folder', template_type: 'folder' }, h.bob);
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe('template ownership', () => {
  it('answers 404 to another user on every call that names an id', async () => {
    const asBob = [
      h.call('GET', '/template-list/', { parent_id: folder }, h.bob),
      h.call('GET', '/template-list/', { created_template_id: template }, h.bob),
      h.call('GET', '/template-list-folder-type/', { parent_id: folder }, h.bob),
      h.call('GET', '/template-list-folder-type/', { src_template_id: template }, h.bob),
      h.call('GET', `/template/${template}/`, undefined, h.bob),
      h.call('PUT', '/name/', { template_id: template, new_name: 'Taken' }, h.bob),
      h.call('PUT', '/name/', { template_id: folder, new_name: 'Taken' }, h.bob),
      h.call('PUT', '/options/', { template_id: template, setting: aTemplate('Taken') }, h.bob),
      h.call('POST', '/create/', { name: 'In', template_type: 'folder', parent_id: folder }, h.bob),
      h.call('DELETE', '/delete/', { template_id: template }, h.bob),
      h.call('DELETE', '/delete/', { template_id: folder }, h.bob),
      h.call('POST', '/move/', { template_id: template, new_folder_id: null }, h.bob),
      h.call('POST', '/move/', { template_id: bobsFolder, new_folder_id: folder }, h.bob),
      // The owner cannot move her own template into someone else's folder either.
      h.call('POST', '/move/', { template_id: template, new_folder_id: bobsFolder }),
      h.call('POST', '/create/', { name: 'In', template_type: 'folder', parent_id: bobsFolder }),
    ];
    const statuses = (await Promise.all(asBob)).map((response) => response.statusCode);
    expect(statuses).toEqual(statuses.map(() => 404));
    const list = await h.call('GET', '/template-list/', {}, h.bob);
    expect(list.json().results.map((r: { name: string }) => r.name)).toEqual(['Bob folder']);

    const mine = await h.call('GET', '/template-list/', { parent_id: folder });
    expect(mine.json().results).toMatchObject([
      { name: 'Alice tpl', parent_id: folder, setting: { name: 'Alice tpl' } },
    ]);
  });

  it('answers 401 without a session', async () => {
    const calls = [
      h.call('GET', '/template-list/', {}, ''),
      h.call('GET', '/template-list-folder-type/', {}, ''),
      h.call('GET', `/template/${template}/`, undefined, ''),
      h.call('PUT', '/name/', { template_id: template, new_name: 'x' }, ''),
      h.call('PUT', '/options/', { template_id: template, setting: aTemplate('x') }, ''),
      h.call('POST', '/create/', { name: 'x', template_type: 'folder' }, ''),
      h.call('DELETE', '/delete/', { template_id: template }, ''),
      h.call('POST', '/move/', { template_id: template, new_folder_id: null }, ''),
    ];
    const statuses = (await Promise.all(calls)).map((response) => response.statusCode);
    expect(statuses).toEqual(statuses.map(() => 401));
  });

  it('refuses writes without the CSRF token (403)', async () => {
    const response = await h.t.app.inject({
      method: 'POST',
      url: `${BASE}/create/`,
      headers: { cookie: h.alice },
      payload: { name: 'x', template_type: 'folder' },
    });
    expect(response.statusCode).toBe(403);
  });
});
