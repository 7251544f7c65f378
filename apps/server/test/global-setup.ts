import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildServer, serverBuildState } from '../../../scripts/server-build.mjs';
import { openPostgres, wrapPglite } from '../src/db/client.js';
import { loadReferenceData } from '../src/data/load-reference.js';
import type { TestProject } from 'vitest/node';
import { templateDbName, templateDumpPath } from './paths.js';
import { installJobSchema } from '../src/jobs/engine.js';

/** The job engine reports only warnings; setting up the template has none worth printing. */
const quietLog = { warn() {} } as unknown as FastifyBaseLogger;

/**
 * Migrates and loads one template database for the whole run; each test file then starts
 * from a copy of it (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  // Tests that start the real server run it compiled, as `npm start` does: compiled here once,
  // never by two test files at once.
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  if (serverBuildState(root) !== 'fresh' && !buildServer(root)) throw new Error('the server does not compile');
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const template = templateDbName();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const tpl = openPostgres(withDatabase(url, template));
    await tpl.migrate();
    await loadReferenceData(tpl.db);
    await installJobSchema(tpl.jobConnection, quietLog);
    await tpl.close();
    project.provide('templateDb', template);
    return async () => {
      const end = new pg.Client({ connectionString: url });
      await end.connect();
      await end.query(`drop database if exists ${template} with (force)`);
      await end.end();
    };
  }
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate();
  await loadReferenceData(database.db);
  await installJobSchema(database.jobConnection, quietLog);
  const dump = await client.dumpDataDir('none');
  const file = templateDumpPath();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDump', file);
  await client.close();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
