import { endpoint } from '../endpoints.ts';
import { TemplateCreateRequest } from './template-create.ts';
import { TemplateDeleteRequest, TemplateDeleteResponse } from './template-delete.ts';
import { TemplateItem } from './template-item.ts';
import { TemplateListQuery, TemplateListResponse } from './template-list.ts';
import { TemplateFolderListQuery, TemplateFolderListResponse } from './template-list-folder-type.ts';
import { TemplateMoveRequest } from './template-move.ts';
import { TemplateNameRequest } from './template-name.ts';
import { TemplateOptionsRequest } from './template-options.ts';

const BASE = '/api/v1/reference';

/**
 * The template drawer's calls (spec §7, base /api/v1/reference). default-setting,
 * common-citation-style-item-list and compile are the converter's, in `endpoints`.
 */
export const templateEndpoints = {
  templateList: endpoint('GET', `${BASE}/template-list/`, TemplateListResponse, TemplateListQuery),
  templateFolderList: endpoint(
    'GET',
    `${BASE}/template-list-folder-type/`,
    TemplateFolderListResponse,
    TemplateFolderListQuery,
  ),
  /** Path parameter `template_id` (the client's `params`); no query, no body. */
  templateGet: endpoint('GET', `${BASE}/template/:template_id/`, TemplateItem),
  templateName: endpoint('PUT', `${BASE}/name/`, TemplateItem, TemplateNameRequest),
  templateOptions: endpoint('PUT', `${BASE}/options/`, TemplateItem, TemplateOptionsRequest),
  templateCreate: endpoint('POST', `${BASE}/create/`, TemplateItem, TemplateCreateRequest),
  templateDelete: endpoint('DELETE', `${BASE}/delete/`, TemplateDeleteResponse, TemplateDeleteRequest),
  templateMove: endpoint('POST', `${BASE}/move/`, TemplateItem, TemplateMoveRequest),
};
