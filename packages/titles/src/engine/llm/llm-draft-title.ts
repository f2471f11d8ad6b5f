import type { DraftTitle } from '../../candidates/title-context.ts';
import type { LlmTitleAnswer } from './llm-title-answer.ts';

/**
 * One model title made a draft: quotes, a final full stop and doubled spaces dropped; the kind kept unless the title
 * contradicts it (a "question" without a question mark reads as descriptive, a "colon-subtitle" without a colon too).
 * A declarative title of an abstract that reports no finding claims more than the abstract says. Undefined when
 * nothing is left.
 */
export function llmDraftTitle(
  item: LlmTitleAnswer['titles'][number],
  reportsFinding: boolean,
): DraftTitle | undefined {
  const title = item.title
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“‘«]+|["'”’»]+$/g, '')
    .replace(/([^.])\.$/, '$1')
    .trim();
  if (title === '') return undefined;
  let kind = item.kind;
  if (kind === 'question' && !title.endsWith('?')) kind = 'descriptive';
  if (kind === 'colon-subtitle' && !/[:：]\s*\S/.test(title)) kind = 'descriptive';
  return kind === 'declarative' ? { title, kind, overclaim: !reportsFinding } : { title, kind };
}
