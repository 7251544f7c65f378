// Prints the API document (/api/openapi.json) of the real app to stdout, built on an empty
// in-memory database: the document depends on the routes, not on the data.
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { wrapPglite } from '../../apps/server/src/db/client.js';

const database = wrapPglite(await PGlite.create());
await database.migrate();
const config = loadConfig({ PUBLIC_URL: 'http://localhost:8080', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const res = await app.inject({ url: '/api/openapi.json' });
if (res.statusCode !== 200) throw new Error(`/api/openapi.json answered ${res.statusCode}`);
process.stdout.write(res.body);
await app.close();
await database.close();
