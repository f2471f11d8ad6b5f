import type { WsEventMessage } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { event } from './realtime-harness.ts';
import { emptyTopicView, nextTopicView, type TopicView } from './topic-view.ts';

const A = 'conversion:aaa';
const append = (message: WsEventMessage) => (current: TopicView) => ({
  events: [...current.events, message],
});
const seqs = (view: TopicView) => view.events.map((message) => message.seq);

describe('nextTopicView', () => {
  it('appends within one subscription and starts afresh for the next, so a remount shows no copies', () => {
    const first = {};
    const second = {};
    let view = emptyTopicView(`${A}@0`);
    for (const seq of [1, 2]) view = nextTopicView(view, `${A}@0`, first, append(event(A, seq)));
    expect(seqs(view)).toEqual([1, 2]);
    // Strict mode ran the effect again: the new subscription replays 1 and 2 from the tab's feed.
    for (const seq of [1, 2, 3]) view = nextTopicView(view, `${A}@0`, second, append(event(A, seq)));
    expect(seqs(view)).toEqual([1, 2, 3]);
  });
});
