// `npm run dev`: the API server and Vite's dev server with hot reload (http://localhost:5173),
// which proxies /api to the server on :8080.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/main.ts'], {
    cwd: `${root}apps/server`,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], { cwd: `${root}apps/web`, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
