/**
 * `npm run staff:add -- --email E --role R` (issue 40): a member of staff, and the one-time set-up
 * link to hand them (printed once; the database keeps only its hash). Roles: support, finance,
 * content, admin. The link opens the console's set-up page, where the password is chosen and an
 * authenticator app is paired.
 */
import { parseArgs } from 'node:util';
import { email as emailSchema, STAFF_ROLES, staffRoleSchema } from '@yolcu/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { refuseBesideServer } from '../db/embedded-owner.js';
import { AppError } from '../errors.js';
import { createStaff, SETUP_LINK_HOURS } from '../modules/admin/staff-accounts.js';

const usage = `usage: npm run staff:add -- --email someone@example.com --role ${STAFF_ROLES.join('|')}`;

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' } } });
  const email = emailSchema().safeParse(values.email ?? '');
  const role = staffRoleSchema.safeParse(values.role);
  if (!email.success || !role.success) {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  if (!config.databaseUrl) refuseBesideServer(config.dataDir, 'staff:add');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const made = await createStaff(database.db, email.data, role.data, config.publicUrl);
    console.log(`Staff ${email.data.toLowerCase()} (${role.data}) created.`);
    console.log(`One-time set-up link (valid ${SETUP_LINK_HOURS} hours; hand it over privately):`);
    console.log(made.link);
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 409) throw err;
    console.error(`A member of staff with the address ${email.data.toLowerCase()} already exists.`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
