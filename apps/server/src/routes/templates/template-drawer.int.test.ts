import { TEMPLATE_LIST_PAGE_SIZE } from '@galley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteTemplate } from '../../services/templates/delete-template.ts';
import { aTemplate, type DrawerHarness, startDrawerHarness } from './test-support/drawer-harness.ts';

// The template drawer's calls (spec §7) on the suite's database: create, list, page, search, rename, save,
// move and delete folders and templates, with the spec's messages.

let h: DrawerHarness;

beforeAll(async () => {
  h = await startDrawerHarness();
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const names = (response: { json(): { results: { name: string }[] } }) =>
  response.json().results.map((r) => r.name);

describe('template drawer', () => {
  it('creates folders and templates, lists a folder (folders first, by name) with its path', async () => {
    const folder = await h.create({ name: 'Journals', template_type: 'folder', parent_id: null, user_id: 1 });
    const inner = await h.create({ name: 'Cardiology', template_type: 'folder', parent_id: folder });
    const made = await h.call('POST', '/create/', {
      name: 'Heart style',
      template_type: 'template',
      setting: aTemplate('ignored'),
      parent_id: inner,
      commit: true,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Heart style', template_type: 'template', parent_id: inner });
    expect(made.json().setting).toMatchObject({ name: 'Heart style', end: '.' });
    await h.create({ name: 'b root template', template_type: 'template', setting: aTemplate('x') });

    const root = await h.call('GET', '/template-list/');
    expect(root.statusCode).toBe(200);
    expect(names(root)).toEqual(['Journals', 'b root template']);
    expect(root.json()).toMatchObject({ count: 2, page: 1, page_size: TEMPLATE_LIST_PAGE_SIZE, path: [] });

    const deep = await h.call('GET', '/template-list/', { parent_id: inner });
    expect(names(deep)).toEqual(['Heart style']);
    expect(deep.json().path.map((p: { name: string }) => p.name)).toEqual(['Journals', 'Cardiology']);
  });

  it('pages, opens the page of a just-created template, and searches names anywhere (literally)', async () => {
    const folder = await h.create({ name: 'Many', template_type: 'folder' });
    const ids: string[] = [];
    for (let i = 0; i < TEMPLATE_LIST_PAGE_SIZE + 5; i += 1) {
      const name = `Style ${String(i).padStart(2, '0')}`;
      ids.push(
        await h.create({ name, template_type: 'template', setting: aTemplate(name), parent_id: folder }),
      );
    }
    const second = await h.call('GET', '/template-list/', { parent_id: folder, page: 2 });
    expect(second.json()).toMatchObject({ count: TEMPLATE_LIST_PAGE_SIZE + 5, page: 2 });
    expect(names(second)).toHaveLength(5);
    const beyond = await h.call('GET', '/template-list/', { parent_id: folder, page: 9 });
    expect(beyond.json().page).toBe(2);
    const focused = await h.call('GET', '/template-list/', {
      parent_id: folder,
      created_template_id: ids.at(-1),
    });
    expect(focused.json().page).toBe(2);
    expect(names(focused)).toContain(`Style ${TEMPLATE_LIST_PAGE_SIZE + 4}`);

    const found = await h.call('GET', '/template-list/', { search_text: 'style 0' });
    expect(names(found)).toEqual([
      'Style 00',
      'Style 01',
      'Style 02',
      'Style 03',
      'Style 04',
      'Style 05',
      'Style 06',
      'Style 07',
      'Style 08',
      'Style 09',
    ]);
    expect(found.json().count).toBe(10);
    expect((await h.call('GET', '/template-list/', { search_text: '%' })).json().count).toBe(0);
  });

  it('renames folders and templates (the setting follows) and saves a template’s setting', async () => {
    const folder = await h.create({ name: 'Old folder', template_type: 'folder' });
    const id = await h.create({ name: 'Old', template_type: 'template', setting: aTemplate('Old') });
    const renamed = await h.call('PUT', '/name/', {
      template_id: id,
      new_name: '  New  ',
      user_id: 7,
      commit: true,
    });
    expect(renamed.json()).toMatchObject({ name: 'New', setting: { name: 'New' } });
    expect((await h.call('PUT', '/name/', { template_id: folder, new_name: 'New folder' })).json().name).toBe(
      'New folder',
    );
    const dry = await h.call('PUT', '/name/', { template_id: id, new_name: 'Not kept', commit: false });
    expect(dry.json().name).toBe('Not kept');

    const setting = {
      ...aTemplate('Saved name'),
      elements: [{ element: 'journal' }, { element: 'pubdate' }],
    };
    const saved = await h.call('PUT', '/options/', { template_id: id, setting });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().name).toBe('Saved name');
    expect(saved.json().setting.elements.map((e: { element: string }) => e.element)).toEqual([
      'journal',
      'pubdate',
    ]);
    const listed = await h.call('GET', '/template-list/', { search_text: 'Saved name' });
    expect(listed.json().results[0].setting.elements).toHaveLength(2);
  });

  it('moves templates and folders into folders, between them and to the root, refusing cycles', async () => {
    const a = await h.create({ name: 'Move A', template_type: 'folder' });
    const b = await h.create({ name: 'Move B', template_type: 'folder', parent_id: a });
    const c = await h.create({ name: 'Move C', template_type: 'folder' });
    const tpl = await h.create({ name: 'Mover', template_type: 'template', setting: aTemplate('Mover') });

    expect((await h.call('POST', '/move/', { template_id: tpl, new_folder_id: b })).json().parent_id).toBe(b);
    expect((await h.call('POST', '/move/', { template_id: tpl, new_folder_id: c })).json().parent_id).toBe(c);
    expect((await h.call('POST', '/move/', { template_id: tpl, new_folder_id: null })).json().parent_id).toBe(
      null,
    );
    expect((await h.call('POST', '/move/', { template_id: a, new_folder_id: c })).json().parent_id).toBe(c);

    for (const into of [a, b]) {
      const cycle = await h.call('POST', '/move/', { template_id: a, new_folder_id: into });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().detail).toBe('A folder cannot be moved into itself or a folder inside it.');
    }
    const intoTemplate = await h.call('POST', '/move/', { template_id: b, new_folder_id: tpl });
    expect(intoTemplate.statusCode).toBe(404);

    const picker = await h.call('GET', '/template-list-folder-type/', { parent_id: c, src_template_id: a });
    expect(picker.statusCode).toBe(200);
    expect(picker.json().results).toEqual([]);
    const fromRoot = await h.call('GET', '/template-list-folder-type/', { src_template_id: tpl });
    expect(names(fromRoot)).toContain('Move C');
    expect(names(fromRoot)).not.toContain('Mover');
    const inC = await h.call('GET', '/template-list-folder-type/', { parent_id: c });
    expect(names(inC)).toEqual(['Move A']);
    expect(inC.json().path.map((p: { name: string }) => p.name)).toEqual(['Move C']);
  });

  it('deletes a template, and a folder with everything in it; commit false only checks', async () => {
    const folder = await h.create({ name: 'Doomed', template_type: 'folder' });
    const inner = await h.create({ name: 'Doomed inner', template_type: 'folder', parent_id: folder });
    const tpl = await h.create({
      name: 'Doomed tpl',
      template_type: 'template',
      setting: aTemplate('x'),
      parent_id: inner,
    });

    const check = await h.call('DELETE', '/delete/', { template_id: folder, commit: false });
    expect(check.json()).toEqual({ deleted: [folder, inner, tpl], committed: false });
    expect((await h.call('GET', '/template-list/', { parent_id: inner })).statusCode).toBe(200);

    const gone = await h.call('DELETE', '/delete/', { template_id: folder, user_id: 3, commit: true });
    expect(gone.json()).toEqual({ deleted: [folder, inner, tpl], committed: true });
    expect((await h.call('GET', '/template-list/', { parent_id: inner })).statusCode).toBe(404);
    expect((await h.call('DELETE', '/delete/', { template_id: tpl })).statusCode).toBe(404);
  });

  it('refuses to delete a folder holding a template a journal template uses, deleting nothing', async () => {
    const folder = await h.create({ name: 'Used', template_type: 'folder' });
    const tpl = await h.create({
      name: 'Used tpl',
      template_type: 'template',
      setting: aTemplate('x'),
      parent_id: folder,
    });
    // Journal templates are not in the database yet: this port stands in for the admin editor's query.
    const usedByJournal = async (ids: readonly string[]) => ids.filter((id) => id === tpl);
    await expect(
      deleteTemplate(h.t.app.db, h.aliceId, { template_id: folder }, usedByJournal),
    ).rejects.toMatchObject({
      statusCode: 400,
      detail: 'This template is used by a journal template and cannot be deleted.',
    });
    expect((await h.call('GET', '/template-list/', { parent_id: folder })).json().count).toBe(1);
  });

  it('answers the spec’s validation messages', async () => {
    const message = async (method: 'POST' | 'PUT', path: string, payload: object) => {
      const response = await h.call(method, path, payload);
      expect(response.statusCode).toBe(400);
      return response.json().issues[0].message;
    };
    expect(await message('POST', '/create/', { name: '  ', template_type: 'folder' })).toBe(
      'Folder name is required.',
    );
    expect(
      await message('POST', '/create/', { name: '', template_type: 'template', setting: aTemplate('x') }),
    ).toBe('Template name is required.');
    const long = 'x'.repeat(101);
    expect((await h.call('POST', '/create/', { name: long, template_type: 'folder' })).statusCode).toBe(400);
    const empty = { ...aTemplate('Empty'), elements: [] };
    expect(
      await message('POST', '/create/', { name: 'Empty', template_type: 'template', setting: empty }),
    ).toBe('At least one element must be moved!');
    const folder = await h.create({ name: 'Named', template_type: 'folder' });
    const tpl = await h.create({ name: 'Named tpl', template_type: 'template', setting: aTemplate('x') });
    expect(await message('PUT', '/name/', { template_id: folder, new_name: ' ' })).toBe(
      'Folder name is required.',
    );
    expect(await message('PUT', '/name/', { template_id: tpl, new_name: '' })).toBe(
      'Template name is required.',
    );
    expect(
      (await h.call('PUT', '/options/', { template_id: folder, setting: aTemplate('x') })).statusCode,
    ).toBe(404);
    expect((await h.call('GET', '/template-list/', { parent_id: 'not-a-uuid' })).statusCode).toBe(400);
  });
});
