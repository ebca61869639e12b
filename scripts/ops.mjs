// `npm run backup | restore | events:copy`: builds the server if it is missing or older than its sources (as
// `npm start` does), then runs the command's built script (dist/cli/) with the arguments given after `--`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const [command, ...args] = process.argv.slice(2);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const script = join(root, 'dist/cli', `${command}.js`);
const built = existsSync(script) ? statSync(script).mtimeMs : 0;
// Only where the sources are (a checkout); the Docker image carries dist/ alone.
if (existsSync(join(root, 'src')) && (!built || newest(join(root, 'src')) > built)) {
  console.error('Building (build:server)...');
  const result = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const run = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
