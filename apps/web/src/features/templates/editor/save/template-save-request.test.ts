import {
  ReferenceTemplate,
  TemplateCreateRequest,
  TemplateOptionsRequest,
  templateEndpoints,
} from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { templateSaveRequest } from './template-save-request.ts';

const template = ReferenceTemplate.parse({ name: 'My style', elements: [{ element: 'author' }], end: '.' });
const id = '6f1d2c8e-2a51-4d0b-9a43-2f7e1c0d9b11';
const folder = '0b8f7a52-1d2e-4c3b-8a9f-5e6d7c8b9a01';

describe('the server save adapter’s requests', () => {
  it('saves an edited template with PUT /options/ and its id, the name travelling in the setting', () => {
    const request = templateSaveRequest(template, id, folder);
    expect(request.name).toBe('templateOptions');
    expect(templateEndpoints[request.name]).toMatchObject({
      method: 'PUT',
      path: '/api/v1/reference/options/',
    });
    expect(TemplateOptionsRequest.parse(request.body)).toEqual({ template_id: id, setting: template });
  });

  it('saves a new template (save as) with POST /create/ in the open folder, or at the root', () => {
    const request = templateSaveRequest(template, undefined, folder);
    expect(request.name).toBe('templateCreate');
    expect(templateEndpoints[request.name]).toMatchObject({
      method: 'POST',
      path: '/api/v1/reference/create/',
    });
    expect(TemplateCreateRequest.parse(request.body)).toEqual({
      name: 'My style',
      template_type: 'template',
      setting: template,
      parent_id: folder,
    });
    expect(templateSaveRequest(template, undefined, null).body).toMatchObject({ parent_id: null });
  });
});
