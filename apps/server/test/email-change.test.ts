import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { accountClient, TEST_PASSWORD } from './account-helpers.js';
import { createTestApp, MemoryMailer, type TestApp, waitForMail } from './helpers.js';

// Issue 36, finding 11: a sign-in token alone no longer changes the account's address. The change
// needs the current password and a link mailed to the new address; the old address is told.
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const { call, signedUp } = accountClient(() => t, mailer, 37);

const profile = (email: string, over: Record<string, unknown> = {}) => ({
  username: email,
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  email,
  phone_code: '90',
  phone: '555 123 45 67',
  ...over,
});
const login = (username: string, password = TEST_PASSWORD) => call('POST', '/api/auth/login/', { username, password });
const confirm = (token: string) => call('POST', '/api/auth/email/confirm/', { token });
const me = async (token: string) => (await call('GET', '/api/user/', undefined, token)).json();

/** The last mail to `to` once the background sender has delivered it. */
async function mailTo(to: string, about: RegExp) {
  await waitForMail(t, () => mailer.sent.some((m) => m.to === to && about.test(m.subject)));
  return mailer.sent.filter((m) => m.to === to && about.test(m.subject)).at(-1)!;
}
const linkToken = (text: string) => /\/auth\/confirm-email\/\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** Signs up `from`, asks the change to `to` with the password; answers the token and the link's token. */
async function asked(from: string, to: string) {
  const token = await signedUp(from);
  const res = await call('PUT', '/api/user/', profile(to, { username: from, password: TEST_PASSWORD }), token);
  expect(res.statusCode, res.body).toBe(200);
  return { token, link: linkToken((await mailTo(to, /confirm/i)).text)! };
}

describe('changing the e-mail address', () => {
  it('needs the current password: without it, or with a wrong one, 400 on `password` and nothing changes', async () => {
    const token = await signedUp('keep@example.com');
    const none = await call('PUT', '/api/user/', profile('thief@example.com'), token);
    expect(none.statusCode).toBe(400);
    expect(none.json().password).toEqual(['Enter your current password to change your e-mail address.']);
    const wrong = await call('PUT', '/api/user/', profile('thief@example.com', { password: 'not-my-password' }), token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().password).toEqual(['Your current password is not correct.']);
    expect(await me(token)).toMatchObject({ email: 'keep@example.com', pending_email: null });
    // The rest of the profile needs no password.
    const names = await call('PUT', '/api/user/', profile('keep@example.com', { first_name: 'Ayla' }), token);
    expect(names.statusCode).toBe(200);
    expect(names.json()).toMatchObject({ first_name: 'Ayla', email: 'keep@example.com', pending_email: null });
  });

  it('mails a link to the new address and a notice without it to the old; the old address signs in until the link is opened', async () => {
    const token = await signedUp('old36@example.com');
    const res = await call(
      'PUT',
      '/api/user/',
      profile('New36@Example.com', { username: 'old36@example.com', password: TEST_PASSWORD }),
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'old36@example.com', pending_email: 'new36@example.com' });

    const link = await mailTo('new36@example.com', /confirm/i);
    expect(link.text).toContain(`${t.app.config.publicUrl}/auth/confirm-email/?token=`);
    const notice = await mailTo('old36@example.com', /change/i);
    expect(notice.text).toContain('n****@example.com');
    expect(notice.text).not.toContain('confirm-email');
    expect(notice.html).not.toContain(linkToken(link.text)!);

    expect((await login('new36@example.com')).statusCode).toBe(400);
    expect((await login('old36@example.com')).statusCode).toBe(200);
    expect(await me(token)).toMatchObject({ email: 'old36@example.com', pending_email: 'new36@example.com' });

    const done = await confirm(linkToken(link.text)!);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      detail: 'Your new e-mail address is confirmed. Sign-in and our e-mails now use it.',
      email: 'new36@example.com',
    });
    // The username was the address, so it follows it; the session stays.
    expect(await me(token)).toMatchObject({
      email: 'new36@example.com',
      username: 'new36@example.com',
      pending_email: null,
    });
    expect((await login('new36@example.com')).statusCode).toBe(200);
    expect((await login('old36@example.com')).statusCode).toBe(400);
    const again = await confirm(linkToken(link.text)!);
    expect(again.statusCode).toBe(400);
    expect(again.json().token).toEqual([
      'This confirmation link is invalid, was already used or has expired. Ask for the change again from your profile.',
    ]);
  });

  it('the link opened 10 times at once changes the address once', async () => {
    const { token, link } = await asked('twice36@example.com', 'twice36-new@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(link)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json()).toHaveProperty('token');
    expect((await me(token)).email).toBe('twice36-new@example.com');
  });

  it('an address registered by someone else meanwhile: 400 "already used", and the link is spent', async () => {
    const { token, link } = await asked('slow36@example.com', 'contested36@example.com');
    await signedUp('contested36@example.com', 'Mehmet', 'Kaya');
    const res = await confirm(link);
    expect(res.statusCode).toBe(400);
    expect(res.json().email).toEqual(['An account with this e-mail address already exists.']);
    expect(await me(token)).toMatchObject({ email: 'slow36@example.com', pending_email: null });
    expect((await confirm(link)).json()).toHaveProperty('token');
  });

  it('a link a day old does not work', async () => {
    const { token, link } = await asked('late36@example.com', 'late36-new@example.com');
    await t.database.db
      .update(users)
      .set({ pendingEmailExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(users.email, 'late36@example.com'));
    expect((await confirm(link)).json()).toHaveProperty('token');
    expect(await me(token)).toMatchObject({ email: 'late36@example.com', pending_email: null });
  });

  it('a new password cancels a change not yet confirmed (the owner may be locking someone out)', async () => {
    const { token, link } = await asked('locked36@example.com', 'intruder36@example.com');
    const change = { old_password: TEST_PASSWORD, new_password: 'Ağrı-Dağı-5137', comfirm_password: 'Ağrı-Dağı-5137' };
    const changed = await call('PUT', '/api/auth/password/', change, token);
    expect(changed.statusCode).toBe(200);
    expect((await confirm(link)).statusCode).toBe(400);
    expect(await me(changed.json().token)).toMatchObject({ email: 'locked36@example.com', pending_email: null });
  });

  it('once confirmed, reset links mailed to the old address stop working', async () => {
    const token = await signedUp('reset36@example.com');
    expect((await call('POST', '/api/auth/forget-password/', { email: 'reset36@example.com' })).statusCode).toBe(200);
    const reset = /reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(
      (await mailTo('reset36@example.com', /reset/i)).text,
    )![1];
    const res = await call(
      'PUT',
      '/api/user/',
      profile('reset36-new@example.com', { username: 'reset36', password: TEST_PASSWORD }),
      token,
    );
    expect(res.statusCode).toBe(200);
    expect((await confirm(linkToken((await mailTo('reset36-new@example.com', /confirm/i)).text)!)).statusCode).toBe(
      200,
    );
    const used = await call('POST', '/api/auth/reset-password/', {
      token: reset,
      new_password: 'Truva-Atı-1234',
      comfirm_password: 'Truva-Atı-1234',
    });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toHaveProperty('token');
  });

  it('the API document describes the password, the pending address and the confirmation', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json();
    expect(JSON.stringify(doc.paths['/api/user/'].put.requestBody)).toContain('"password"');
    // The password is checked there now, so the profile save is rate limited per client address.
    expect(doc.paths['/api/user/'].put.responses).toHaveProperty('429');
    expect(JSON.stringify(doc.paths['/api/user/'].get.responses['200'])).toContain('"pending_email"');
    const op = doc.paths['/api/auth/email/confirm/'].post;
    expect(JSON.stringify(op.requestBody)).toContain('"token"');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
    expect(op.security).toBeUndefined();
  });
});
