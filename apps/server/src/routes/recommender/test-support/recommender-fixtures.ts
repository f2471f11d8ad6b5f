import { conversions } from '../../../db/schema.ts';
import type { ReferenceHarness } from '../../references/test-support/reference-harness.ts';

export const ABSTRACT =
  'BACKGROUND: Green tea extract may lower blood pressure. METHODS: We randomly assigned 90 adults with hypertension to green tea extract or placebo for 8 weeks. RESULTS: Systolic blood pressure fell by 5 mmHg with green tea extract. CONCLUSIONS: Green tea extract lowers blood pressure in adults with hypertension.';

/** The confirm board's HTML with a tagged title and a tagged abstract, as the author confirmed them. */
export const CLIENT_HTML =
  '<p data-block="b1"><span data-highlight-container-front.title-0>Tea and blood pressure</span></p>' +
  `<p data-block="b2"><span data-highlight-container-abstract.background-0>${ABSTRACT}</span></p>`;

/** A conversion of `userId` whose board has the tagged title and abstract above (a draft unless told). */
export async function insertTaggedConversion(
  h: ReferenceHarness,
  userId: string,
  status: 'draft' | 'complete' = 'draft',
): Promise<string> {
  const [row] = await h.t.app.db
    .insert(conversions)
    .values({ userId, clientHtml: CLIENT_HTML, status })
    .returning({ id: conversions.id });
  return row?.id ?? '';
}

/** Runs `build` with process variables set (the title index settings read them when the routes register). */
export async function withEnv<T>(
  env: Record<string, string | undefined>,
  build: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    return await build();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
