import { describe, expect, it } from 'vitest';
import { makeAddPlayerSchema, importColumns, importTemplateCsv, parseImportRows } from './players.ts';
import {
  TEAM_MESSAGE_BODY_MAX,
  TEAM_MESSAGE_SUBJECT_MAX,
  teamMessageMessages,
  teamMessageRecipients,
  teamMessageSchema,
  teamMessageTexts,
} from './team-messages.ts';

const errors = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('a team message', () => {
  it('takes 1–100 players (a repeated id once), a one-line subject and a message within their lengths', () => {
    const ok = teamMessageSchema.parse({ memberIds: ['a', 'b', 'a'], subject: ' Practice\r\nmoved ', body: ' Hi ' });
    expect(ok).toEqual({ memberIds: ['a', 'b'], subject: 'Practice moved', body: 'Hi' });
    expect(errors(teamMessageSchema.safeParse({ memberIds: [], subject: ' ', body: '' }))).toEqual({
      memberIds: teamMessageMessages.noPlayers,
      subject: teamMessageMessages.subjectRequired,
      body: teamMessageMessages.bodyRequired,
    });
    const tooMuch = teamMessageSchema.safeParse({
      memberIds: Array.from({ length: 101 }, (_, i) => `m${i}`),
      subject: 'x'.repeat(TEAM_MESSAGE_SUBJECT_MAX + 1),
      body: 'y'.repeat(TEAM_MESSAGE_BODY_MAX + 1),
    });
    expect(errors(tooMuch)).toEqual({
      memberIds: teamMessageMessages.tooManyPlayers,
      subject: teamMessageMessages.subjectTooLong,
      body: teamMessageMessages.bodyTooLong,
    });
  });

  it('goes once to each address: the players, then their guardians', () => {
    const jordan = { name: 'Jordan Parent', email: 'Jordan@Example.com' };
    expect(
      teamMessageRecipients([
        { playerName: 'Casey', email: 'casey@example.com', guardians: [jordan] },
        { playerName: 'Riley', email: null, guardians: [jordan, { name: 'Sam', email: 'casey@example.com' }] },
      ]),
    ).toEqual([
      { email: 'casey@example.com', name: 'Casey', kind: 'player', of: null },
      { email: 'jordan@example.com', name: 'Jordan Parent', kind: 'guardian', of: 'Casey' },
    ]);
    expect(teamMessageTexts.sent(1)).toBe('1 e-mail queued.');
    expect(teamMessageTexts.sent(3)).toBe('3 e-mails queued.');
  });
});

describe("a guardian's e-mail on an invite", () => {
  const base = { firstName: 'Al', lastName: 'B', email: 'al@x.com', primaryPosition: 'OF', graduationYear: 2027 };
  const schema = makeAddPlayerSchema(2026);
  it('is optional on Add Player, lower-cased, and must be an address other than the player’s', () => {
    expect(schema.parse(base).guardianEmail).toBeNull();
    expect(schema.parse({ ...base, guardianEmail: '  ' }).guardianEmail).toBeNull();
    expect(schema.parse({ ...base, guardianEmail: ' Mom@X.com ' }).guardianEmail).toBe('mom@x.com');
    expect(errors(schema.safeParse({ ...base, guardianEmail: 'mom@' }))).toEqual({
      guardianEmail: 'Please enter a valid email address',
    });
    expect(errors(schema.safeParse({ ...base, guardianEmail: 'AL@x.com' }))).toEqual({
      guardianEmail: "The guardian's e-mail must be different from the player's",
    });
  });

  it('is the import’s twelfth column, Guardian Email: a bad address is that row’s error', () => {
    expect(importColumns.at(-1)).toBe('Guardian Email');
    const template = parseImportRows(importTemplateCsv.trim().split('\n').map(splitCsvLine));
    expect(template).toMatchObject({ ok: true, players: [{ guardianEmail: 'jane.smith@example.com' }] });
    const row = ['A', 'B', 'a@b.co', 'OF', '2027', '', '', '', '', '', ''];
    const header = [...importColumns];
    expect(parseImportRows([header, [...row, 'Mom@B.co']])).toMatchObject({
      ok: true,
      players: [{ guardianEmail: 'mom@b.co' }],
    });
    expect(parseImportRows([header, row])).toMatchObject({ ok: true, players: [{ guardianEmail: null }] });
    expect(parseImportRows([header, [...row, ''], [...row.slice(0, 2), 'c@b.co', ...row.slice(3), 'nope']])).toEqual({
      ok: false,
      message: 'Row 3 has invalid data. Please check all required fields.',
    });
    expect(parseImportRows([header, [...row, 'A@b.co']])).toEqual({
      ok: false,
      message: 'Row 2 has invalid data. Please check all required fields.',
    });
  });
});

/** The template's one quoted cell ("Central High School, Springfield") kept whole. */
function splitCsvLine(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|([^,]+)|(?<=,|^)(?=,|$)/g)].map((m) => m[1] ?? m[2] ?? '');
}
