import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) belongs to one process at a time: two opening the same folder
 * corrupt it. The server marks its data folder while it runs; a command that would open the same
 * folder (the demo seed, adding staff) asks first and refuses while a server holds it (issue 41).
 */
const markOf = (dataDir: string) => path.resolve(dataDir, 'server.pid');

/** Marks the folder as this process's; answers the function that unmarks it (on a clean stop). */
export function claimEmbedded(dataDir: string): () => void {
  mkdirSync(path.resolve(dataDir), { recursive: true });
  writeFileSync(markOf(dataDir), String(process.pid));
  return () => rmSync(markOf(dataDir), { force: true });
}

/** The live process that holds the folder, or null (none, or a mark left by a server that died). */
export function embeddedOwner(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(markOf(dataDir), 'utf8'));
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: alive, but another user's.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Stops a command that would open a folder a running server holds, saying what to do. */
export function refuseBesideServer(dataDir: string, command: string) {
  const owner = embeddedOwner(dataDir);
  if (owner === null) return;
  console.error(
    `${command}: a server (process ${owner}) is running on the embedded database in ${path.resolve(dataDir)}. ` +
      'The embedded database takes one process at a time: stop the server, run this again, then start the server.',
  );
  process.exit(1);
}
