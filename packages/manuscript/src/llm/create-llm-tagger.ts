import type { Manuscript, Paragraph, StepValue, TagResult, TagWarning } from '@galley/contracts';
import type { ManuscriptTagger } from '../tagger/manuscript-tagger.ts';
import { SHIPPED_ABSTRACT_MODEL } from '../tagger/shipped-abstract-model.ts';
import { StepCollector } from '../tagger/step-collector.ts';
import { type AbstractItem, tagAbstract } from '../tagger/tag-abstract.ts';
import type { LlmTaggerOptions } from './llm-tagger-options.ts';
import { requestLlmLabels } from './request-llm-labels.ts';

/**
 * The `llm` tagger: one chat-completions call with a JSON-schema response format labels every body paragraph;
 * paragraphs labelled as the abstract are then split into its four parts by the local sentence classifier, and
 * table titles and notes come from the reader, as in the local tagger. Throws `LlmTaggerError` when the endpoint
 * fails or answers out of schema (JSON fenced in Markdown is read, as some compatible servers send it).
 */
export function createLlmTagger(options: LlmTaggerOptions): ManuscriptTagger {
  return { name: 'llm', tag: (manuscript) => tagWithLlm(manuscript, options) };
}

async function tagWithLlm(manuscript: Manuscript, options: LlmTaggerOptions): Promise<TagResult> {
  const paragraphs = manuscript.blocks.filter(
    (b): b is Paragraph => b.type === 'paragraph' && b.text.trim() !== '' && !b.tableRole,
  );
  const labels = await requestLlmLabels(paragraphs, options);
  const byId = new Map(paragraphs.map((p) => [p.id, p]));
  const collector = new StepCollector();
  const warnings: TagWarning[] = [];
  const abstract: AbstractItem[] = [];
  for (const { block, label } of labels.labels) {
    const paragraph = byId.get(block);
    if (!paragraph) {
      warnings.push({ code: 'tagger_failed', message: `The model labelled an unknown paragraph ${block}.` });
      continue;
    }
    if (label === 'abstract') abstract.push({ kind: 'text', paragraph, start: 0 });
    else if (label !== 'none')
      collector.add(label as StepValue, paragraph.id, paragraph.text, 0, paragraph.text.length, 0.8);
  }
  if (abstract.length) tagAbstract(abstract, collector, SHIPPED_ABSTRACT_MODEL);
  for (const block of manuscript.blocks)
    if (block.type === 'paragraph' && block.tableRole)
      collector.add(block.tableRole, block.id, block.text, 0, block.text.length, 0.95);
  return { tagger: 'llm', steps: collector.steps(), warnings };
}
