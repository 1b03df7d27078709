// npm run dev: the API (tsx watch, port PORT or 3000) and the SPA dev server (WEB_PORT or 5173,
// proxying /api) side by side. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: './.no-spa' },
  }),
  spawn('npx', ['rsbuild', 'dev'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', (code) => code && code !== 0 && stop()));
