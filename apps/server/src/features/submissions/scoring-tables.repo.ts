import { count } from 'drizzle-orm';
import {
  buildScoringTables,
  defaultHeightTable,
  defaultMetricWeights,
  scoringMetrics,
  type HeightScoreRow,
  type MetricWeightRow,
  type ScoringMetric,
  type ScoringTables,
} from '@dugout/domain/scoring';
import type { Position } from '@dugout/domain/shared';
import type { DbOrTx } from '../../db/client.ts';
import { heightPositionScores, positionMetricWeights } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps-types.ts';
import { cacheFor, cacheNamespaces } from '../../services/cache/cache.ts';

/** Scoring tables (docs/decisions/0014-scoring-tables.md) from the database, cached for 5 minutes (spec: position metric weights 5 minutes). */
export const SCORING_TABLES_TTL_MS = 5 * 60_000;

type HeightDbRow = typeof heightPositionScores.$inferSelect;
const toHeightRow = (r: HeightDbRow): HeightScoreRow => ({
  height: r.height,
  scores: {
    '1B': r.firstBase,
    '3B': r.thirdBase,
    C: r.c,
    MIF: r.mif,
    OF: r.of,
    LHP: r.lhp,
    RHP: r.rhp,
  } satisfies Record<Position, number>,
});
const toHeightDb = (r: HeightScoreRow): HeightDbRow => ({
  height: r.height,
  firstBase: r.scores['1B'],
  thirdBase: r.scores['3B'],
  c: r.scores.C,
  mif: r.scores.MIF,
  of: r.scores.OF,
  lhp: r.scores.LHP,
  rhp: r.scores.RHP,
});

export interface ScoringTableRows {
  heights: HeightScoreRow[];
  weights: MetricWeightRow[];
}

/** The rows as stored (height ascending; weights by position) — what an admin editor shows. */
export async function readScoringTableRows(db: DbOrTx): Promise<ScoringTableRows> {
  const [heights, weights] = await Promise.all([
    db.select().from(heightPositionScores).orderBy(heightPositionScores.height),
    db
      .select()
      .from(positionMetricWeights)
      .orderBy(positionMetricWeights.position, positionMetricWeights.condition, positionMetricWeights.metric),
  ]);
  return {
    heights: heights.map(toHeightRow),
    weights: weights
      .filter((w) => (scoringMetrics as readonly string[]).includes(w.metric))
      .map((w) => ({
        position: w.position,
        condition: w.condition,
        metric: w.metric as ScoringMetric,
        weight: w.weight,
      })),
  };
}

const NS = cacheNamespaces.scoringTables;

/**
 * The tables the engine scores with: from the database, cached 5 minutes in the app's cache (services/cache: in
 * process, or shared by every instance through Redis). An admin's edit invalidates it everywhere.
 */
export async function loadScoringTables(db: DbOrTx): Promise<ScoringTables> {
  return cacheFor(db).get(
    NS,
    'all',
    SCORING_TABLES_TTL_MS,
    () => readScoringTableRows(db),
    (rows) => buildScoringTables(rows.heights, rows.weights),
  );
}

/** Drops the cached tables on every instance and waits until that is done (after an edit). */
export const invalidateScoringTablesNow = (db: DbOrTx): Promise<void> => cacheFor(db).invalidate(NS);

/** Drops the cached tables (after an edit); the next score reads the database again. */
export const invalidateScoringTables = (db: DbOrTx) =>
  void invalidateScoringTablesNow(db).catch((err: unknown) =>
    console.warn(`scoring tables cache not invalidated: ${String(err)}`),
  );

/**
 * Replaces both tables in one transaction and drops the cache. The caller (admin editor) validates the rows first
 * and then runs rescoreAllSubmissions.
 */
export async function saveScoringTables(db: AppDeps['db'], rows: ScoringTableRows): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(heightPositionScores);
    await tx.delete(positionMetricWeights);
    if (rows.heights.length) await tx.insert(heightPositionScores).values(rows.heights.map(toHeightDb));
    if (rows.weights.length) await tx.insert(positionMetricWeights).values(rows.weights);
  });
  await invalidateScoringTablesNow(db);
}

/** Base seeder: inserts the docs/decisions/0014-scoring-tables.md defaults into each scoring table that is empty. Idempotent. */
export async function seedScoringTables(deps: Pick<AppDeps, 'db'>): Promise<void> {
  const db = deps.db;
  await db.transaction(async (tx) => {
    const [h] = await tx.select({ n: count() }).from(heightPositionScores);
    if (!h?.n) await tx.insert(heightPositionScores).values(defaultHeightTable().map(toHeightDb)).onConflictDoNothing();
    const [w] = await tx.select({ n: count() }).from(positionMetricWeights);
    if (!w?.n) await tx.insert(positionMetricWeights).values(defaultMetricWeights()).onConflictDoNothing();
  });
  await invalidateScoringTablesNow(db);
}
