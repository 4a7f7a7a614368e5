import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signUpResultSchema, signUpSchema } from '@dugout/domain/accounts';
import { familyMessages } from '@dugout/domain/families';
import { renderApp } from '@/test/Render';
import { apiError, route } from '@/test/msw';

/** Sign-up: the Parent / Guardian card, and the player's date of birth (the families contract). */
const yearsAgo = (n: number) => {
  const d = new Date();
  return `${d.getUTCFullYear() - n}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

describe('sign-up for families', () => {
  it('offers a Parent / Guardian account, whose form asks no date of birth', async () => {
    const app = await renderApp('/sign-up-selection', { user: null });
    await app.user.click(await screen.findByRole('link', { name: /Parent \/ Guardian/ }));
    await screen.findByRole('heading', { name: 'Create your parent / guardian account' });
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
  });

  it("a player's date of birth is required, and an under-13 is told kindly on the field", async () => {
    const sent: unknown[] = [];
    const app = await renderApp('/auth?mode=signup&type=player', {
      user: null,
      handlers: [
        route('POST', '/api/account/sign-up', { response: signUpResultSchema, body: signUpSchema }, ({ body }) => {
          sent.push(body);
          return apiError('invalid_input', 'Invalid request', { dateOfBirth: familyMessages.under13 });
        }),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Create your account' });
    await app.user.type(within(form).getByLabelText('First name'), 'Young');
    await app.user.type(within(form).getByLabelText('Last name'), 'Player');
    await app.user.type(within(form).getByLabelText('Email'), 'young@example.com');
    await app.user.type(within(form).getByLabelText('Password', { exact: true }), 'secret-pass-1');
    await app.user.click(within(form).getByRole('button', { name: 'Create account' }));
    await screen.findByText(familyMessages.dobRequired);

    await app.user.type(within(form).getByLabelText('Date of birth'), yearsAgo(10));
    await app.user.click(within(form).getByRole('button', { name: 'Create account' }));
    await screen.findByText(familyMessages.under13);
    expect(sent).toEqual([]); // refused in the form already, by the same schema the server uses
  });
});
