// `npm start`: builds whatever is missing or older than its sources, then runs the server in the foreground.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

function buildIfStale(script, output, sources) {
  const built = existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0;
  if (built && sources.every((source) => newest(join(root, source)) <= built)) return;
  console.log(`Building (${script})...`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale('build:server', 'dist/server.mjs', ['src', 'scripts/bundle-server.mjs']);
buildIfStale('build:web', 'dist/web/index.html', ['web/src', 'web/index.html', 'web/vite.config.ts']);

const server = spawnSync(process.execPath, [join(root, 'dist/server.mjs')], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? (server.signal ? 1 : 0));
