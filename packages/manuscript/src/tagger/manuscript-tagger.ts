import type { Manuscript, TagResult } from '@galley/contracts';

/**
 * One interface for every tagger: the model in, highlights per step with confidences and warnings out. The local
 * tagger answers at once; the LLM tagger (`@galley/manuscript/llm`) over the network.
 */
export interface ManuscriptTagger {
  readonly name: TagResult['tagger'];
  tag(manuscript: Manuscript): Promise<TagResult>;
}
