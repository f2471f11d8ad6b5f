import type { ArticleType } from '@galley/contracts';
import { useMemo, useState } from 'react';
import { checklistComplete, checklistItems } from './required-checklist.ts';
import { useStepTexts } from './use-step-texts.ts';

/** The required-items checklist of `articleType`: its items (named by the server), what is ticked, and done. */
export function useChecklist(articleType: ArticleType) {
  const texts = useStepTexts(articleType);
  const items = useMemo(
    () => checklistItems(articleType, texts.data?.step_names ?? {}),
    [articleType, texts.data],
  );
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  return {
    items,
    ticked,
    /** Step set headings (spec §3: 'Abstract (Background, …)', 'Main body (…)') in the user's language. */
    setNames: (texts.data?.step_set_names ?? {}) as Record<string, string>,
    loading: texts.isPending,
    complete: checklistComplete(items, ticked),
    toggle: (step: string, checked: boolean) =>
      setTicked((current) => {
        const next = new Set(current);
        if (checked) next.add(step);
        else next.delete(step);
        return next;
      }),
    setAll: (checked: boolean) => setTicked(new Set(checked ? items.map((item) => item.step) : [])),
  };
}
