import { and, desc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../src/db/schema.js';
import type { TestApp } from './helpers.js';

/** The confirmation link in a price-alert confirmation mail's text. */
export const CONFIRM_LINK = /https?:\/\/\S+\/price-alert\/confirm\/([A-Za-z0-9_-]+)/;

/**
 * The path of the newest confirmation mail to `to` (issue 36). Read from the mail outbox, where the
 * alert's transaction wrote it, so it is there as soon as the create answered, whichever mailer the
 * test app has and whether or not an instance sends mail.
 */
export async function confirmationPath(t: TestApp, to: string): Promise<string> {
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.text, '%/price-alert/confirm/%')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(mail, `a confirmation mail to ${to}`).toBeDefined();
  return new URL(CONFIRM_LINK.exec(mail!.text)![0]).pathname;
}

/** Confirms the newest alert waiting for `to` as its reader would: the link's page, then its button. */
export async function confirmByMail(t: TestApp, to: string): Promise<void> {
  const path = await confirmationPath(t, to);
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.statusCode, page.body).toBe(200);
  const done = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(done.statusCode, done.body).toBe(200);
}
