import { describe, expect, it } from 'vitest';
import { trackerAbilities } from '../access/policies.ts';
import { addSchoolFailureFromDbCode, addSchoolSchema, checkAddSchool } from './add-school.ts';
import {
  actionProgress,
  contactActionTypes,
  countOffers,
  isInactive,
  isInactiveSince,
  lastActivity,
  nextStep,
  orderedActions,
  recentTrackers,
  resolveCompletedDate,
} from './contact-actions.ts';
import { trackerMessages } from './tracker-messages.ts';

const none = () => false;

describe('contact actions', () => {
  it('has the seven action types in the spec order with their labels', () => {
    expect(contactActionTypes.map((a) => [a.type, a.label])).toEqual([
      ['questionnaire', 'Questionnaire'],
      ['initial_email', 'Coach Email'],
      ['in_person_meeting', 'Social Media'],
      ['coach_call', 'Direct Contact'],
      ['camp_invite', 'Prospect Camp'],
      ['campus_visit', 'School Visit'],
      ['offer_received', 'Offer Received'],
    ]);
  });

  it('next step is the first incomplete action; null when all are done; missing actions count as incomplete', () => {
    expect(nextStep([])).toEqual({ type: 'questionnaire', label: 'Questionnaire' });
    expect(
      nextStep([
        { actionType: 'questionnaire', completed: true },
        { actionType: 'coach_call', completed: true },
      ]),
    ).toEqual({ type: 'initial_email', label: 'Coach Email' });
    expect(nextStep(contactActionTypes.map((a) => ({ actionType: a.type, completed: true })))).toBeNull();
  });

  it('orders actions and fills missing ones as incomplete', () => {
    const ordered = orderedActions([{ actionType: 'offer_received', completed: true }]);
    expect(ordered.map((a) => a.actionType)).toEqual(contactActionTypes.map((a) => a.type));
    expect(ordered[6]!.completed).toBe(true);
    expect(ordered[0]!.completed).toBe(false);
  });

  it('counts completed Offer Received actions as offers, and progress out of 7', () => {
    const t1 = {
      actions: [
        { actionType: 'offer_received', completed: true },
        { actionType: 'initial_email', completed: true },
      ],
    };
    const t2 = { actions: [{ actionType: 'offer_received', completed: false }] };
    const t3 = { actions: [{ actionType: 'offer_received', completed: true }] };
    expect(countOffers([t1, t2, t3])).toBe(2);
    expect(actionProgress(t1.actions)).toEqual({ completed: 2, total: 7 });
  });

  it('flags a school with no activity for 30 days', () => {
    const now = new Date('2025-06-30T12:00:00Z');
    const old = {
      createdAt: '2025-05-01T00:00:00Z',
      actions: [{ actionType: 'questionnaire', completed: true, updatedAt: '2025-05-31T11:59:00Z' }],
    };
    expect(lastActivity(old).toISOString()).toBe('2025-05-31T11:59:00.000Z');
    expect(isInactive(old, now)).toBe(true);
    const recent = {
      ...old,
      actions: [{ actionType: 'questionnaire', completed: true, updatedAt: '2025-06-01T00:00:00Z' }],
    };
    expect(isInactive(recent, now)).toBe(false);
    // From a last activity already worked out: 30 days to the millisecond is inactive, a millisecond less is not.
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    expect(isInactiveSince(new Date(now.getTime() - thirtyDays), now)).toBe(true);
    expect(isInactiveSince(new Date(now.getTime() - thirtyDays + 1), now)).toBe(false);
  });

  it('recent summary: latest 5 by created date', () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ id: i, createdAt: `2025-01-0${i + 1}T00:00:00Z` }));
    expect(recentTrackers(rows).map((r) => r.id)).toEqual([6, 5, 4, 3, 2]);
  });

  it('completion date: given, else today when completed, none when not completed', () => {
    expect(resolveCompletedDate(true, '2025-03-01', '2025-04-01')).toBe('2025-03-01');
    expect(resolveCompletedDate(true, null, '2025-04-01')).toBe('2025-04-01');
    expect(resolveCompletedDate(false, '2025-03-01', '2025-04-01')).toBeNull();
  });

  it('only the owner may change a tracker', () => {
    expect(trackerAbilities('u1', 'u1')).toEqual({ add: true, updateAction: true, updateInfo: true, remove: true });
    expect(trackerAbilities('coach', 'u1')).toEqual({
      add: false,
      updateAction: false,
      updateInfo: false,
      remove: false,
    });
  });
});

describe('adding a school, checked in the spec order', () => {
  const ok = { signedIn: true, schoolId: 12, schoolName: 'State U', division: 'D1' };
  it('1. signed in', () => {
    expect(
      checkAddSchool({ ...ok, signedIn: false, schoolId: 0 }, none)?.kind === 'unauthenticated' &&
        trackerMessages.authIssue,
    ).toBe('Authentication issue detected. Please try logging out and back in.');
  });
  it('2. school id > 0 before name and division', () => {
    for (const schoolId of [0, -3, 1.5, 'abc', null, undefined]) {
      expect(checkAddSchool({ ...ok, schoolId, schoolName: '', division: '' }, none)).toEqual({
        kind: 'invalid',
        message: 'Invalid school ID. The school data appears to be corrupted.',
      });
    }
  });
  it('3. non-blank name before division', () => {
    expect(
      checkAddSchool({ ...ok, schoolName: '  ', division: '' }, none)?.kind === 'invalid' &&
        checkAddSchool({ ...ok, schoolName: '  ', division: '' }, none),
    ).toEqual({
      kind: 'invalid',
      message: 'School name is missing. Please try refreshing the page.',
    });
  });
  it('4. non-blank division', () => {
    expect(checkAddSchool({ ...ok, division: ' ' }, none)).toEqual({
      kind: 'invalid',
      message: 'School division is missing. The school data may be incomplete.',
    });
  });
  it('5. not already tracked', () => {
    expect(checkAddSchool(ok, (id) => id === 12)).toEqual({
      kind: 'duplicate',
      message: 'This school is already in your tracker.',
    });
    expect(checkAddSchool(ok, none)).toBeNull();
  });
  it('maps database codes', () => {
    expect(addSchoolFailureFromDbCode('23505')).toEqual({
      kind: 'duplicate',
      message: 'This school is already in your tracker.',
    });
    expect(addSchoolFailureFromDbCode('23503')).toEqual({
      kind: 'reference',
      message: 'Invalid school reference. The school may no longer be available.',
    });
    expect(addSchoolFailureFromDbCode('23514')).toEqual({ kind: 'silent' });
    expect(addSchoolFailureFromDbCode('42501')).toEqual({
      kind: 'forbidden',
      message: 'Permission denied. Please refresh the page and try again.',
    });
    expect(addSchoolFailureFromDbCode('XX000')).toEqual({ kind: 'other', message: 'Failed to add school to tracker.' });
  });
  it('the request schema reports the first failing check and trims values', () => {
    const r = addSchoolSchema.safeParse({ schoolId: 0, schoolName: '', division: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Invalid school ID. The school data appears to be corrupted.',
    ]);
    expect(addSchoolSchema.parse({ schoolId: '7', schoolName: ' A ', division: 'D2 ', conference: '' })).toEqual({
      schoolId: 7,
      schoolName: 'A',
      division: 'D2',
      conference: null,
      userId: null,
    });
  });
});
