import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkLogoFile,
  codeEntropyBits,
  createTeamSchema,
  createTeamStep1Schema,
  generateTeamCode,
  TEAM_CODE_RANDOM_CHARS,
  mergeTeamLists,
  coachRoleLabel,
  updateTeamSchema,
  joinTeamSchema,
} from './team.contract.ts';
import { redeemSubmissionPatch } from './redeem.ts';
import {
  collegeRowTone,
  inviteMailLabel,
  inviteState,
  topMetricRows,
  makeAddPlayerSchema,
  parseImportRows,
  ratingLabel,
  ratingTone,
  ratingToast,
  validateImportPlayers,
  sortRows,
} from './players.ts';
import {
  canSaveSubmissionEdit,
  changedSubmissionFields,
  editSubmissionSchema,
  submissionFieldStep,
} from './roster.contract.ts';

const messagesOf = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('team codes', () => {
  it('are upper-case, at most 12 characters, from the team name, with at least 40 bits of randomness', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 31 }), (name, k) => {
        const code = generateTeamCode(name, (n) => k % n);
        expect(code.length).toBeLessThanOrEqual(12);
        expect(code).toBe(code.toUpperCase());
        expect(code).toMatch(/^[A-Z0-9]+$/);
      }),
    );
    expect(generateTeamCode('Demo Thunder 17U', () => 0)).toBe('DEMAAAAAAAAA');
    expect(generateTeamCode('', () => 31)).toBe('999999999');
    expect(codeEntropyBits(TEAM_CODE_RANDOM_CHARS)).toBeGreaterThanOrEqual(40);
  });
  it('join upper-cases and asks for a code', () => {
    expect(joinTeamSchema.parse({ teamCode: ' demo1 ' }).teamCode).toBe('DEMO1');
    expect(messagesOf(joinTeamSchema.safeParse({ teamCode: '' })).teamCode).toBe('Please enter a team code');
  });
});

describe('create and edit team', () => {
  it('has the spec messages', () => {
    const r = createTeamStep1Schema.safeParse({
      teamName: 'A',
      teamType: 'Club',
      city: 'X',
      state: '',
      pocEmail: 'nope',
    });
    expect(messagesOf(r)).toEqual({
      teamName: 'Team name must be at least 2 characters',
      teamType: 'Please select a team type',
      city: 'City is required',
      state: 'State is required',
      pocEmail: 'Please enter a valid email address',
    });
  });
  it('strips the leading @ from handles and saves empty optional fields as null', () => {
    const t = createTeamSchema.parse({
      teamName: 'Tigers',
      teamType: 'Travel',
      city: 'Austin',
      state: 'TX',
      pocEmail: 'A@B.CO',
      twitterHandle: '@tigers',
      instagramHandle: '',
    });
    expect(t).toMatchObject({ twitterHandle: 'tigers', instagramHandle: null, pocEmail: 'a@b.co' });
    const u = updateTeamSchema.parse({ teamName: 'Tigers', city: '', teamUrl: '', pocEmail: '', twitterHandle: '@@x' });
    expect(u).toMatchObject({ city: null, teamUrl: null, pocEmail: null, twitterHandle: 'x', instagramHandle: null });
    expect(messagesOf(updateTeamSchema.safeParse({ teamName: '' })).teamName).toBe('Team name is required');
  });
  it('checks logos: images only, at most 5MB', () => {
    expect(checkLogoFile({ size: 10, type: 'text/plain' })).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file.',
    });
    expect(checkLogoFile({ size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toEqual({
      title: 'File too large',
      description: 'Please select a logo smaller than 5MB.',
    });
    expect(checkLogoFile({ size: 5 * 1024 * 1024, type: 'image/png' })).toBeNull();
  });
  it('merges team lists by team code and labels the owner', () => {
    const a = [{ teamCode: 'A', createdAt: '2026-01-01' }];
    const b = [
      { teamCode: 'A', createdAt: '2026-01-01' },
      { teamCode: 'B', createdAt: '2026-02-01' },
    ];
    expect(mergeTeamLists(a, b).map((t) => t.teamCode)).toEqual(['B', 'A']);
    expect(coachRoleLabel({ isOwner: true, role: 'coach' })).toBe('Team Owner');
    expect(coachRoleLabel({ isOwner: false, role: '' })).toBe('coach');
  });
});

describe('players', () => {
  const schema = makeAddPlayerSchema(2026);
  it('Add Player requires names, e-mail, position and a year in range; lowercases e-mail; empty optionals are null', () => {
    const ok = schema.parse({
      firstName: 'Al',
      lastName: 'B',
      email: ' AL@X.COM ',
      primaryPosition: 'OF',
      graduationYear: '2030',
      zipCode: '',
      heightInches: '',
    });
    expect(ok).toMatchObject({
      email: 'al@x.com',
      graduationYear: 2030,
      zipCode: null,
      heightInches: null,
      bats: null,
    });
    const bad = messagesOf(
      schema.safeParse({
        firstName: '',
        lastName: '',
        email: 'x',
        graduationYear: 2037,
        heightInches: 40,
        weightLbs: 401,
        zipCode: '12345678901',
      }),
    );
    expect(bad).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      primaryPosition: 'Primary position is required',
      heightInches: 'Height must be between 48 and 96 inches',
      weightLbs: 'Weight must be between 50 and 400 lbs',
    });
    expect(bad.graduationYear).toMatch(/2026 and 2036/);
  });
  it('parses CSV rows with the spec messages (row numbers count the header)', () => {
    const header = ['First Name', 'Last Name', 'Email', 'Primary Position', 'Graduation Year'];
    expect(parseImportRows([header])).toEqual({
      ok: false,
      message: 'CSV file must contain a header row and at least one data row',
    });
    expect(parseImportRows([header, ['A', 'B', 'a@b.co', 'OF']])).toEqual({
      ok: false,
      message:
        'Row 2 has insufficient columns. Expected at least 5 (First Name, Last Name, Email, Primary Position, Graduation Year)',
    });
    expect(parseImportRows([header, ['A', 'B', 'a@b.co', 'OF', '2027'], ['A', 'B', 'a@b.co', 'OF', 'soon']])).toEqual({
      ok: false,
      message: 'Row 3 has invalid data. Please check all required fields.',
    });
    const ok = parseImportRows([
      header,
      ['A', 'B', 'A@B.CO', 'of', '2027', '', 'Central High, Springfield', '72', '180', 'right', 'Left'],
    ]);
    expect(ok).toMatchObject({
      ok: true,
      players: [
        {
          email: 'a@b.co',
          primaryPosition: 'OF',
          highSchool: 'Central High, Springfield',
          heightInches: 72,
          bats: 'Right',
          throws: 'Left',
        },
      ],
    });
    expect(validateImportPlayers([])).toEqual({
      ok: false,
      message: 'CSV file must contain a header row and at least one data row',
    });
  });
  it('labels and colours ratings', () => {
    expect([null, 1, 2, 3, 4, 5].map(ratingLabel)).toEqual([
      'Not Assessed',
      'Poor',
      'Below Average',
      'Average',
      'Good',
      'Excellent',
    ]);
    expect([null, 1, 5].map(ratingTone)).toEqual(['grey', 'red', 'green']);
    expect(ratingToast('hit', 3)).toBe('Hit Score updated');
    expect(ratingToast('game', null)).toBe('Game Score cleared');
  });
  it('colours college rows', () => {
    expect(collegeRowTone({ committed: true, offers: 1, followed: 1 })).toBe('green');
    expect(collegeRowTone({ committed: false, offers: 1, followed: 1 })).toBe('blue');
    expect(collegeRowTone({ committed: false, offers: 0, followed: 2 })).toBe('orange');
    expect(collegeRowTone({ committed: false, offers: 0, followed: 0 })).toBe('neutral');
  });
  it('knows invite states', () => {
    const now = new Date('2026-06-01');
    expect(inviteState({ status: 'pending', expiresAt: '2026-05-01' }, now)).toBe('expired');
    expect(inviteState({ status: 'cancelled', expiresAt: null }, now)).toBe('cancelled');
    expect(inviteState({ status: 'pending', expiresAt: '2026-07-01' }, now)).toBe('pending');
  });
  it('sorts with nulls last', () => {
    expect(sortRows([{ v: 2 }, { v: null }, { v: 1 }], (r) => r.v, 'desc').map((r) => r.v)).toEqual([2, 1, null]);
  });
});

describe('edit submission', () => {
  it('sends only changed fields as numbers; empty becomes null; year is an integer', () => {
    const changes = changedSubmissionFields(
      { height: 72, weight: 180, sixty: 7.1, graduationYear: 2027, bats: 'Right' },
      { height: '72', weight: '', sixty: '6.95', graduationYear: '2028.7', bats: 'Right' },
    );
    expect(changes).toEqual({ weight: null, sixty: 6.95, graduationYear: 2028 });
    expect(canSaveSubmissionEdit(changes!, '  ')).toBe(false);
    expect(canSaveSubmissionEdit({}, 'typo')).toBe(false);
    expect(canSaveSubmissionEdit(changes!, 'typo')).toBe(true);
    expect(messagesOf(editSubmissionSchema.safeParse({ changes: { sixty: 7 }, editReason: ' ' })).editReason).toBe(
      'Please provide a reason for this edit.',
    );
  });

  it('holds a coach edit to the same ranges as the player form, and uses the form steps', () => {
    expect(
      messagesOf(editSubmissionSchema.safeParse({ changes: { height: 30 }, editReason: 'typo' }))['changes.height'],
    ).toBe('Height must be between 48 and 96 inches');
    expect(
      messagesOf(editSubmissionSchema.safeParse({ changes: { weight: 401 }, editReason: 'typo' }))['changes.weight'],
    ).toBe('Weight must be between 50 and 400 lbs');
    expect(editSubmissionSchema.safeParse({ changes: { height: null, sixty: 6.85 }, editReason: 'typo' }).success).toBe(
      true,
    );
    expect(submissionFieldStep).toMatchObject({
      height: 0.1,
      weight: 0.1,
      throwVelocity: 0.1,
      exitVelocity: 0.1,
      fastballVelocity: 0.1,
      strikePercentage: 0.1,
      sixty: 0.01,
    });
  });
});

describe('inviteMailLabel', () => {
  it("says 'Invite queued' until the mail server took the e-mail, then 'Invite sent'", () => {
    expect(inviteMailLabel({ status: 'queued' })).toBe('Invite queued');
    expect(inviteMailLabel({ status: 'sent' })).toBe('Invite sent');
  });
  it('asks to send again after the last attempt failed, and says when no mail server is configured', () => {
    expect(inviteMailLabel({ status: 'failed' })).toBe('Invite not delivered. Please send it again.');
    expect(inviteMailLabel({ status: 'kept' })).toBe('Invite not e-mailed (no mail server)');
  });
  it('shows nothing before the first Send Invite', () => {
    expect(inviteMailLabel(null)).toBeNull();
  });
});

describe('redeeming a TeamID with a submission', () => {
  const completed = { paymentStatus: 'paid', teamFunded: false, teamCode: null };
  it('files a completed submission under the team, and leaves one already there alone', () => {
    expect(redeemSubmissionPatch(completed, 'ABC123', false)).toEqual({ teamCode: 'ABC123' });
    expect(redeemSubmissionPatch({ ...completed, paymentStatus: 'free', teamCode: 'ABC123' }, 'ABC123', true)).toBe(
      null,
    );
  });
  it("completes a pending one as team funded only while the team's subscription counts", () => {
    const pending = { ...completed, paymentStatus: 'pending' };
    expect(redeemSubmissionPatch(pending, 'ABC123', true)).toEqual({
      teamCode: 'ABC123',
      paymentStatus: 'paid',
      teamFunded: true,
    });
    expect(redeemSubmissionPatch(pending, 'ABC123', false)).toEqual({ teamCode: 'ABC123' });
  });
  it('never moves a dashboard another team paid for', () => {
    expect(redeemSubmissionPatch({ paymentStatus: 'paid', teamFunded: true, teamCode: 'OTHER1' }, 'ABC123', true)).toBe(
      null,
    );
  });
});

describe('Top Metrics rows', () => {
  it("lists each member with a visible submission once, with that submission and the member list's name", () => {
    const members = [
      { playerName: 'Ann Lee', latestSubmission: { id: 'a3', submittedScore: 81 } },
      { playerName: 'No Submission', latestSubmission: null },
      { playerName: null, latestSubmission: { id: 'b1', submittedScore: 70 } },
    ];
    expect(topMetricRows(members)).toEqual([
      { id: 'a3', submittedScore: 81, playerName: 'Ann Lee' },
      { id: 'b1', submittedScore: 70, playerName: null },
    ]);
    expect(topMetricRows([])).toEqual([]);
  });
});
