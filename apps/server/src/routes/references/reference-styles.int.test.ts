import type { CslItem } from '@galley/contracts';
import { CITATION_PRESETS } from '@galley/references';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { fetchCsrf } from '../../../test/support/csrf.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';

// Styling and export (steps 3-4) and the journal search: the template editor's starting points, compile in a
// template, preset or journal style, every export format, on the database the suite runs on.

const BASE = '/api/v1/reference';

let t: TestApp;
let csrf: { token: string; cookies: Record<string, string> };
let session: string;

const ITEMS: CslItem[] = [
  {
    id: '1',
    type: 'article-journal',
    title: 'Effects of exercise on blood pressure in older adults',
    'container-title': 'Journal of Hypertension',
    'container-title-short': 'J Hypertens',
    author: [
      { family: 'Smith', given: 'John' },
      { family: 'Jones', given: 'Karen' },
    ],
    issued: { 'date-parts': [[2010, 4]] },
    volume: '28',
    issue: '4',
    page: '789-795',
    DOI: '10.1097/HJH.0b013e328335d0f0',
  },
  {
    id: '2',
    type: 'article-journal',
    title: 'A randomised trial of vitamin D in asthma',
    'container-title': 'The Lancet Respiratory Medicine',
    'container-title-short': 'Lancet Respir Med',
    author: [{ family: 'Brown', given: 'Anna' }],
    issued: { 'date-parts': [[2015]] },
    volume: '3',
    page: '120-130',
  },
];

beforeAll(async () => {
  t = await buildTestApp();
  csrf = await fetchCsrf(t.app);
  const id = await createTestUserId(t.app);
  session = `galley_session=${(await t.app.sessions.create(id)).token}`;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function get(url: string, cookie = session) {
  return t.app.inject({ url, headers: { cookie } });
}

function post(url: string, payload: object, cookieSession = session) {
  const cookie = [cookieSession, ...Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`)].join('; ');
  return t.app.inject({ method: 'POST', url, headers: { cookie, 'x-csrftoken': csrf.token }, payload });
}

describe('reference styles', () => {
  it('gives the default setting, the common styles and the default element order, to signed-in users only', async () => {
    const setting = await get(`${BASE}/default-setting/`);
    expect(setting.statusCode).toBe(200);
    expect(setting.json().setting.name).toBe('NLM / Vancouver');
    expect(setting.json().setting.elements[0]).toMatchObject({
      element: 'number',
      prefix: '',
      italic: false,
    });

    const styles = (await get(`${BASE}/common-citation-style-item-list/`)).json().styles;
    expect(styles.map((s: { id: string }) => s.id)).toEqual(CITATION_PRESETS.map((p) => p.id));
    expect(
      styles.every(
        (s: { name: string; setting: { elements: unknown[] } }) => s.name && s.setting.elements.length > 0,
      ),
    ).toBe(true);

    const order = (await get(`${BASE}/default-reference-order/`)).json();
    expect(order.elements.map((e: { element: string }) => e.element)).toEqual(
      setting.json().setting.elements.map((e: { element: string }) => e.element),
    );
    expect((await get(`${BASE}/default-setting/`, '')).statusCode).toBe(401);
  });

  it('compiles a list in a preset, a journal’s preset and a template, with italic journal names in HTML', async () => {
    const ama = await post(`${BASE}/compile/`, { reference_list: ITEMS, setting: { preset: 'ama-11' } });
    expect(ama.statusCode).toBe(200);
    const references = ama.json().references;
    expect(references.map((r: { index: number }) => r.index)).toEqual([1, 2]);
    expect(references[0].text).toContain('Smith J');
    expect(references[0].html).toContain('<i>J Hypertens</i>');

    const lancet = await post(`${BASE}/compile/`, {
      reference_list: ITEMS,
      setting: { journal: 'the-lancet' },
    });
    expect(lancet.statusCode).toBe(200);
    const lancetPreset = await post(`${BASE}/compile/`, {
      reference_list: ITEMS,
      setting: { preset: 'lancet' },
    });
    expect(lancet.json()).toEqual(lancetPreset.json());

    const template = {
      name: 'Mine',
      elements: [{ element: 'author' }, { element: 'title', bold: true, suffix: '.' }],
    };
    const mine = await post(`${BASE}/compile/`, { reference_list: ITEMS, setting: template });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().references[1].html).toContain('<b>A randomised trial of vitamin D in asthma</b>.');

    const escaped = await post(`${BASE}/compile/`, {
      reference_list: [{ ...ITEMS[1], title: 'Cells <script>alert(1)</script> & mice' }],
      setting: { preset: 'nlm-vancouver' },
    });
    expect(escaped.json().references[0].html).not.toContain('<script>');
  });

  it('refuses unknown styles, malformed settings and lists over 250 with a 400', async () => {
    const unknown = await post(`${BASE}/compile/`, { reference_list: ITEMS, setting: { preset: 'nope' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Unknown citation style: nope.');
    const journal = await post(`${BASE}/compile/`, {
      reference_list: ITEMS,
      setting: { journal: 'no-such' },
    });
    expect(journal.statusCode).toBe(400);
    const empty = await post(`${BASE}/compile/`, {
      reference_list: ITEMS,
      setting: { name: 'x', elements: [] },
    });
    expect(empty.statusCode).toBe(400);
    const elements = Array.from({ length: 41 }, () => ({ element: 'volume' }));
    const huge = await post(`${BASE}/compile/`, { reference_list: ITEMS, setting: { name: 'x', elements } });
    expect(huge.statusCode).toBe(400);
    const many = Array.from({ length: 251 }, (_, i) => ({ ...ITEMS[0], id: String(i) }));
    const tooMany = await post(`${BASE}/compile/`, { reference_list: many, setting: { preset: 'ama-11' } });
    expect(tooMany.statusCode).toBe(400);
  });

  it('exports text, RIS, NBIB, BibTeX, CSL-JSON and a .docx that keeps italics; an empty list is refused', async () => {
    const formats = {
      text: ['text/plain', 'references.txt', 'Smith J'],
      ris: ['application/x-research-info-systems', 'references.ris', 'TY  - JOUR'],
      nbib: ['application/x-nbib', 'references.nbib', 'TI  - Effects of exercise'],
      bibtex: ['application/x-bibtex', 'references.bib', '@article{'],
      'csl-json': ['application/vnd.citationstyles.csl+json', 'references.json', '"container-title"'],
    } as const;
    for (const [format, [type, name, expected]] of Object.entries(formats)) {
      const file = await post(`${BASE}/export/`, { reference_list: ITEMS, format });
      expect(file.statusCode, format).toBe(200);
      expect(file.headers['content-type']).toContain(type);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(file.body).toContain(expected);
    }
    const docx = await post(`${BASE}/export/`, {
      reference_list: ITEMS,
      format: 'docx',
      setting: { preset: 'ama-11' },
    });
    expect(docx.statusCode).toBe(200);
    const document = strFromU8(unzipSync(new Uint8Array(docx.rawPayload))['word/document.xml'] as Uint8Array);
    expect(document.match(/<w:p>|<w:p /g)?.length).toBe(2);
    expect(document).toMatch(/<w:rPr><w:i\/><w:iCs\/><\/w:rPr><w:t[^>]*>J Hypertens/);

    const none = await post(`${BASE}/export/`, { reference_list: [], format: 'ris' });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('There are no valid references to export.');
    expect((await post(`${BASE}/export/`, { reference_list: ITEMS, format: 'pdf' })).statusCode).toBe(400);
  });

  it('searches the journal catalogue by title, abbreviation and ISSN, at most 50', async () => {
    const byTitle = (await get('/api/v1/journals/search/?q=lancet&limit=5')).json().journals;
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.length).toBeLessThanOrEqual(5);
    expect(byTitle[0]).toEqual({
      id: expect.any(String),
      title: expect.stringMatching(/lancet/i),
      abbreviation: expect.toBeOneOf([expect.any(String), null]),
      issn: expect.toBeOneOf([expect.any(String), null]),
      eissn: expect.toBeOneOf([expect.any(String), null]),
      referencePreset: expect.any(String),
    });
    const withIssn = byTitle.find((j: { issn: string | null }) => j.issn);
    const byIssn = (await get(`/api/v1/journals/search/?q=${withIssn.issn}`)).json().journals;
    expect(byIssn[0].id).toBe(withIssn.id);
    const byAbbreviation = (await get('/api/v1/journals/search/?q=J%20Hypertens')).json().journals;
    expect(
      byAbbreviation.some((j: { abbreviation: string | null }) => j.abbreviation === 'J Hypertens'),
    ).toBe(true);
    expect((await get('/api/v1/journals/search/?q=a&limit=51')).statusCode).toBe(400);
    expect((await get('/api/v1/journals/search/?q=')).json().journals).toHaveLength(20);
  });
});
