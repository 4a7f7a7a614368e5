import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dedupeSubmissions,
  hasCompletedDashboard,
  isListedSubmission,
  isStalePending,
  PENDING_CLEANUP_SIGN_IN_MS,
  visibleSubmissions,
  type SubmissionLifecycleFacts,
} from './submission-rules.ts';

const t0 = new Date('2026-03-01T12:00:00Z').getTime();
const sub = (over: Partial<SubmissionLifecycleFacts> & { id?: string } = {}) => ({
  id: 'x',
  paymentStatus: 'paid',
  teamFunded: false,
  submittedPosition: 'RHP',
  submittedScore: 80,
  createdAt: new Date(t0),
  ...over,
});

describe('visibility', () => {
  it('lists paid, free and team funded entries with a position and a positive score', () => {
    expect(isListedSubmission(sub())).toBe(true);
    expect(isListedSubmission(sub({ paymentStatus: 'free' }))).toBe(true);
    expect(isListedSubmission(sub({ paymentStatus: 'pending', teamFunded: true }))).toBe(true);
    expect(isListedSubmission(sub({ paymentStatus: 'pending' }))).toBe(false);
    expect(isListedSubmission(sub({ submittedPosition: null }))).toBe(false);
    expect(isListedSubmission(sub({ submittedPosition: '' }))).toBe(false);
    expect(isListedSubmission(sub({ submittedScore: 0 }))).toBe(false);
    expect(isListedSubmission(sub({ submittedScore: -3 }))).toBe(false);
    expect(isListedSubmission(sub({ submittedScore: null }))).toBe(false);
  });
  it('completed dashboard: any listed submission', () => {
    expect(hasCompletedDashboard([sub({ paymentStatus: 'pending' })])).toBe(false);
    expect(hasCompletedDashboard([sub({ paymentStatus: 'pending' }), sub({ paymentStatus: 'free' })])).toBe(true);
  });
});

describe('de-duplication (60 seconds)', () => {
  it('collapses the same position and score within 60 s to the newest', () => {
    const list = [
      sub({ id: 'a', createdAt: new Date(t0) }),
      sub({ id: 'b', createdAt: new Date(t0 + 30_000) }),
      sub({ id: 'c', createdAt: new Date(t0 + 60_000 + 30_000) }), // 60 s after b: duplicate of b's group
      sub({ id: 'd', createdAt: new Date(t0 + 10 * 60_000) }),
    ];
    expect(dedupeSubmissions(list).map((s) => s.id)).toEqual(['d', 'c']);
  });
  it('keeps entries with another score or position, or more than 60 s apart', () => {
    const list = [
      sub({ id: 'a', createdAt: new Date(t0) }),
      sub({ id: 'b', createdAt: new Date(t0 + 1000), submittedScore: 81 }),
      sub({ id: 'c', createdAt: new Date(t0 + 2000), submittedPosition: 'LHP' }),
      sub({ id: 'd', createdAt: new Date(t0 + 62_000) }),
    ];
    expect(dedupeSubmissions(list).map((s) => s.id)).toEqual(['d', 'c', 'b', 'a']);
  });
  it('accepts ISO strings and excludes pending before de-duplicating', () => {
    const list = [
      sub({ id: 'a', createdAt: new Date(t0).toISOString() }),
      sub({ id: 'p', paymentStatus: 'pending', createdAt: new Date(t0 + 1000).toISOString() }),
    ];
    expect(visibleSubmissions(list).map((s) => s.id)).toEqual(['a']);
  });
  it('never returns more entries than it got, newest first (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            s: fc.constantFrom(70, 80),
            p: fc.constantFrom('C', 'OF'),
            dt: fc.integer({ min: 0, max: 600_000 }),
          }),
          { maxLength: 30 },
        ),
        (rows) => {
          const list = rows.map((r, i) =>
            sub({ id: String(i), submittedScore: r.s, submittedPosition: r.p, createdAt: new Date(t0 + r.dt) }),
          );
          const out = dedupeSubmissions(list);
          for (let i = 1; i < out.length; i++)
            if (new Date(out[i - 1]!.createdAt).getTime() < new Date(out[i]!.createdAt).getTime()) return false;
          return out.length <= list.length && (list.length === 0 || out.length > 0);
        },
      ),
    );
  });
});

describe('pending clean-up', () => {
  const now = t0 + PENDING_CLEANUP_SIGN_IN_MS + 1;
  it('deletes pending entries older than the cut-off (5 minutes at sign-in)', () => {
    expect(isStalePending(sub({ paymentStatus: 'pending' }), now, PENDING_CLEANUP_SIGN_IN_MS)).toBe(true);
    expect(
      isStalePending(sub({ paymentStatus: 'pending', createdAt: new Date(t0 + 2) }), now, PENDING_CLEANUP_SIGN_IN_MS),
    ).toBe(false);
  });
  it('uses 60 minutes by default', () => {
    expect(isStalePending(sub({ paymentStatus: 'pending' }), t0 + 59 * 60_000)).toBe(false);
    expect(isStalePending(sub({ paymentStatus: 'pending' }), t0 + 61 * 60_000)).toBe(true);
  });
  it('deletes pending entries with a missing position, a missing score or a score of 0 at once', () => {
    expect(isStalePending(sub({ paymentStatus: 'pending', submittedPosition: null }), t0)).toBe(true);
    expect(isStalePending(sub({ paymentStatus: 'pending', submittedScore: null }), t0)).toBe(true);
    expect(isStalePending(sub({ paymentStatus: 'pending', submittedScore: 0 }), t0)).toBe(true);
  });
  it('never deletes paid, free or team funded entries', () => {
    expect(isStalePending(sub({ paymentStatus: 'paid' }), now + 1e9)).toBe(false);
    expect(isStalePending(sub({ paymentStatus: 'free', submittedScore: 0 }), now + 1e9)).toBe(false);
    expect(isStalePending(sub({ paymentStatus: 'pending', teamFunded: true }), now + 1e9)).toBe(false);
  });
});
