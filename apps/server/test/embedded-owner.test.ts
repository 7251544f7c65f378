import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimEmbedded, embeddedOwner } from '../src/db/embedded-owner.js';

describe('the embedded database is one process at a time (issue 41)', () => {
  it('names the live server that holds a data folder, and no one once it stopped or died', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'yolcu-owner-'));
    expect(embeddedOwner(dir)).toBeNull();
    // Another live process holds it (this process's own mark is never a stranger's).
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(path.join(dir, 'server.pid'), String(other.pid));
    expect(embeddedOwner(dir)).toBe(other.pid);
    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
    // A mark left by a server that died holds nothing.
    expect(embeddedOwner(dir)).toBeNull();
    const release = claimEmbedded(dir);
    expect(embeddedOwner(dir)).toBeNull();
    release();
    expect(embeddedOwner(dir)).toBeNull();
  });

  it('the demo seed refuses to open a folder a server holds, and says what to do', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'yolcu-owner-'));
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(path.join(dir, 'server.pid'), String(server.pid));
    const seed = spawn(process.execPath, ['--import', 'tsx', 'src/data/seed-demo.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    });
    let stderr = '';
    seed.stderr.on('data', (c) => {
      stderr += String(c);
    });
    const code = await new Promise((resolve) => seed.once('exit', resolve));
    server.kill();
    expect(code).toBe(1);
    expect(stderr).toContain(`seed:demo: a server (process ${server.pid}) is running on the embedded database`);
  }, 30_000);
});
