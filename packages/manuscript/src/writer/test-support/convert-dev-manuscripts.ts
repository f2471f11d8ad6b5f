import type { ArticleTemplate, ComplianceReport, Manuscript, TagResult } from '@galley/contracts';
import { readDocx } from '../../read-docx.ts';
import { tagLocal } from '../../tagger/tag-local.ts';
import { readSharedData, sharedManuscripts } from '../../test-support/shared-data.ts';
import { convertManuscript } from '../convert-manuscript.ts';
import type { DocumentPlan } from '../document-plan.ts';
import { planDocument } from '../plan-document.ts';

export interface DevConversion {
  file: string;
  templateName: string;
  template: ArticleTemplate;
  source: Manuscript;
  tags: TagResult;
  plan: DocumentPlan;
  docx: Uint8Array;
  report: ComplianceReport;
  output: Manuscript;
}

/** Every shared dev manuscript (read, tagged by the local tagger) converted with every given template. */
export async function convertDevManuscripts(
  templates: Record<string, ArticleTemplate>,
): Promise<DevConversion[]> {
  const conversions: DevConversion[] = [];
  for (const file of sharedManuscripts()) {
    const source = readDocx(readSharedData(file));
    const tags = tagLocal(source);
    for (const [templateName, template] of Object.entries(templates)) {
      const { docx, report } = await convertManuscript({
        manuscript: source,
        tags,
        template,
        journal: { id: 'test-journal', title: 'Test Journal', templateFamily: templateName },
        articleType: 'original_article',
      });
      const plan = planDocument(source, tags, template);
      conversions.push({
        file,
        templateName,
        template,
        source,
        tags,
        plan,
        docx,
        report,
        output: readDocx(docx),
      });
    }
  }
  return conversions;
}
