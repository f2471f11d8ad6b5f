import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { storedFiles, usageCounters, usageReservations } from '../../../db/schema.ts';
import { readSubscription } from '../../../services/billing/read-subscription.ts';
import { setSubscription } from '../../../services/billing/set-subscription.ts';
import { usagePeriod } from '../../../services/billing/usage-period.ts';

// Test-only: plans, usage and stored files as the convert tests look at them.

export async function putOnPlan(app: FastifyInstance, userId: string, plan: 'pro' | 'max' = 'pro') {
  await setSubscription(app.db, userId, {
    plan,
    status: 'active',
    periodStart: null,
    periodEnd: null,
    trialEnd: null,
  });
}

/** This month's manuscript conversions counter (used, reserved). */
export async function conversionUsage(app: FastifyInstance, userId: string) {
  const [row] = await app.db
    .select({ used: usageCounters.used, reserved: usageCounters.reserved })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.domain, 'manuscript_conversions')));
  return { used: row?.used ?? 0, reserved: row?.reserved ?? 0 };
}

/** Pretends `used` conversions were already made this month. */
export async function useUp(app: FastifyInstance, userId: string, used: number) {
  const now = new Date();
  const period = usagePeriod((await readSubscription(app.db, userId, now)).periodStart, now);
  await app.db
    .insert(usageCounters)
    .values({ userId, periodStart: period.start, domain: 'manuscript_conversions', used, updatedAt: now })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.periodStart, usageCounters.domain],
      set: { used },
    });
}

export async function reservationsOf(app: FastifyInstance, userId: string) {
  return app.db
    .select({ state: usageReservations.state, amount: usageReservations.amount })
    .from(usageReservations)
    .where(and(eq(usageReservations.userId, userId), eq(usageReservations.domain, 'manuscript_conversions')));
}

/** Stored files a conversion's convert runs wrote. */
export async function outputFiles(app: FastifyInstance, conversionId: string) {
  return app.db
    .select({ key: storedFiles.key, name: storedFiles.name })
    .from(storedFiles)
    .where(like(storedFiles.key, `conversions/${conversionId}/run-%`));
}

/** The text of a .docx's body (runs and equations), paragraphs joined by newlines (throws when it is not a Word package). */
export function docxText(bytes: Uint8Array): string {
  const files = unzipSync(bytes, { filter: (file) => file.name === 'word/document.xml' });
  const xml = files['word/document.xml'];
  if (!xml) throw new Error('no word/document.xml');
  return strFromU8(xml)
    .split(/<\/w:p>/)
    .map((paragraph) =>
      [...paragraph.matchAll(/<[wm]:t(?:\s[^>]*)?>([^<]*)<\/[wm]:t>/g)].map((match) => match[1]).join(''),
    )
    .join('\n')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}
