import { describe, expect, it } from 'vitest';
import { handleProblem, HANDLE_PATTERN, slugOfName, suggestHandle } from './handles.ts';
import { publicProfileMessages as msg } from './messages.ts';

describe('handles', () => {
  it('3–40 lowercase letters, digits or hyphens, starting and ending with a letter or digit (the DB check)', () => {
    for (const ok of ['abc', 'casey-demoplayer', 'a1b', 'x'.repeat(40), '2027-rhp'])
      expect(handleProblem(ok)).toBeNull();
    for (const bad of ['ab', 'x'.repeat(41), '-abc', 'abc-', 'Abc', 'a_b', 'a b', 'ä-bc', 'a.b', ''])
      expect(handleProblem(bad)).toBe(msg.handleInvalid);
    expect(HANDLE_PATTERN.source).toBe('^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$');
  });

  it('reserved words are refused with their own message', () => {
    for (const word of ['admin', 'api', 'login', 'dugout', 'help', 'support'])
      expect(handleProblem(word)).toBe(msg.handleReserved);
  });

  it('suggests the name as a slug, with a number when taken, retired or reserved', () => {
    expect(slugOfName('Casey Demoplayer')).toBe('casey-demoplayer');
    expect(slugOfName("  Zoë O'Brien-Núñez ")).toBe('zoe-o-brien-nunez');
    expect(slugOfName('Al')).toBe('player-al');
    expect(slugOfName('李')).toBe('player');
    expect(suggestHandle('Casey Demoplayer', new Set())).toBe('casey-demoplayer');
    expect(suggestHandle('Casey Demoplayer', new Set(['casey-demoplayer', 'casey-demoplayer-2']))).toBe(
      'casey-demoplayer-3',
    );
    expect(suggestHandle('Admin', new Set())).toBe('admin-2');
    const long = suggestHandle('A'.repeat(60), new Set());
    expect(handleProblem(long)).toBeNull();
  });
});
