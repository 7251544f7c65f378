// `npm run api-client`: the typed-client check of 03 §16 (issue 22). Generates a client from the
// app's /api/openapi.json with openapi-typescript, type-checks journey.ts against it, and runs the
// journey against a real server (run-journey.ts, issue 41). Runs in
// this folder's own install (TypeScript 5, which openapi-typescript needs; the repository builds
// with TypeScript 7), installed here on first use.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const generated = path.join(here, 'generated');

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`api-client check: ${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
    process.exit(1);
  }
}

if (!existsSync(path.join(here, 'node_modules/openapi-typescript')))
  run('npm', ['install', '--no-audit', '--no-fund', '--prefix', here]);
mkdirSync(generated, { recursive: true });
const printDocument = () =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'print-document.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
// Printing the document died once in five runs of a V8 fatal error (SIGTRAP) while the embedded
// database's WebAssembly memory was freed: a crash of the runtime, not of the document. It is tried
// once more when it ends by a signal, and says so; any exit code other than 0 fails the check.
let printed = printDocument();
if (printed.signal) {
  console.error(`api-client check: printing the document died of ${printed.signal}; trying once more.`);
  printed = printDocument();
}
if (printed.status !== 0) {
  console.error(`api-client check: printing the document failed (${printed.status ?? printed.signal})`);
  process.exit(1);
}
const document = printed.stdout;
writeFileSync(path.join(generated, 'openapi.json'), document);
run(path.join(here, 'node_modules/.bin/openapi-typescript'), ['generated/openapi.json', '-o', 'generated/api.d.ts'], {
  cwd: here,
});
run(path.join(here, 'node_modules/.bin/tsc'), ['-p', here]);
console.log('api-client check: the client generated from /api/openapi.json type-checks journey.ts.');
// …and its journey runs against a real server it starts (issue 41).
run(process.execPath, ['--import', 'tsx', path.join(here, 'run-journey.ts')], { cwd: root });
console.log('api-client check: the journey ran against a real server: search, select, pay, code, detail.');
