import { describe, expect, it } from 'vitest';
import { isFutureDate, latestPerUser, winterTrainingEntrySchema } from './winter-training.contract.ts';
import { safeNotificationLink, unreadBadge } from '../notifications/notification.contract.ts';

describe('winter training', () => {
  it('needs a date and at least one measurement in range', () => {
    expect(winterTrainingEntrySchema.safeParse({ collectionDate: '2026-01-10' }).error?.issues[0]?.message).toBe(
      'Enter at least one measurement',
    );
    expect(
      winterTrainingEntrySchema.safeParse({ collectionDate: '2026-01-10', sixty: 3 }).error?.issues[0]?.message,
    ).toBe('60 time must be between 5 and 12');
    expect(winterTrainingEntrySchema.parse({ collectionDate: '2026-01-10', exitVelocity: 88 })).toMatchObject({
      exitVelocity: 88,
      weight: null,
    });
    expect(isFutureDate('2026-12-01', new Date('2026-11-21T12:00:00Z'))).toBe(true);
  });
  it('keeps the latest entry per user', () => {
    const m = latestPerUser([
      { userId: 'a', collectionDate: '2026-01-01' },
      { userId: 'a', collectionDate: '2026-02-01' },
      { userId: 'b', collectionDate: '2025-12-01' },
    ]);
    expect(m.get('a')?.collectionDate).toBe('2026-02-01');
    expect(m.size).toBe(2);
  });
});

describe('notifications', () => {
  it('shows the unread count, 9+ above nine, and follows only in-app links', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(3)).toBe('3');
    expect(unreadBadge(12)).toBe('9+');
    expect(safeNotificationLink('/organization-management')).toBe('/organization-management');
    expect(safeNotificationLink('//evil.example')).toBeNull();
    expect(safeNotificationLink('https://evil.example')).toBeNull();
  });
});
