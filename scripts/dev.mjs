// `npm run dev`: the API with reload (tsx watch) and the Vite dev server with its /api proxy.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--host', process.env.HOST ?? '127.0.0.1'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
