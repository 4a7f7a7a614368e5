import { describe, expect, it } from 'vitest';
import { demoCardMessages, demoCardSchema, isCardExpired, passesLuhn } from './submission.contract.ts';

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Casey Player' };
const fieldErrors = (input: Record<string, string>) =>
  demoCardSchema.safeParse({ ...card, ...input }).error?.flatten().fieldErrors ?? {};

describe('the demo card form', () => {
  it('passes the Luhn check for real test numbers and fails a mistyped digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('1234567812345678')).toBe(false);
  });

  it('refuses a number failing Luhn with the card-number message; the declined test card is well formed', () => {
    expect(fieldErrors({ cardNumber: '4242 4242 4242 4241' }).cardNumber).toEqual([demoCardMessages.cardNumber]);
    expect(fieldErrors({ cardNumber: '4000 0000 0000 0002' })).toEqual({});
    expect(demoCardSchema.parse(card).cardNumber).toBe('4242424242424242');
  });

  it('a card is valid through its expiry month and expired after it', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(isCardExpired('11/26', now)).toBe(false);
    expect(isCardExpired('12/26', now)).toBe(false);
    expect(isCardExpired('10/26', now)).toBe(true);
    expect(isCardExpired('12/25', now)).toBe(true);
  });

  it('refuses an expiry in the past with its own message', () => {
    expect(fieldErrors({ expiry: '01/20' }).expiry).toEqual([demoCardMessages.expired]);
    expect(fieldErrors({ expiry: '13/30' }).expiry).toEqual([demoCardMessages.expiryFormat]);
  });
});
