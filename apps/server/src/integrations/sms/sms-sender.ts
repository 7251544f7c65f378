import type { Db } from '../../db/client.js';
import { smsOutbox } from '../../db/schema.js';

/** The SMS boundary (03 §8): a real provider is one more implementation of this. */
export interface SmsSender {
  /** Sends (or queues) a text to a Turkish mobile number (10 digits), inside the caller's transaction when given one. */
  send(db: Db, to: string, text: string): Promise<void>;
}

/** The default sender: every message is kept in the `sms_outbox` table, where a person or a test reads it. */
export class OutboxSmsSender implements SmsSender {
  async send(db: Db, to: string, text: string) {
    await db.insert(smsOutbox).values({ to: `+90${to}`, text });
  }
}
