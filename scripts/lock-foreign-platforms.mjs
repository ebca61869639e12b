// Restores lockfile entries for other platforms' native binaries (for example @swc/core-darwin-arm64).
//
// Why: the npm registry our machines reach serves only the binaries for the platforms we run on, so `npm install`
// leaves the others out of package-lock.json, and `npm ci` then refuses the lockfile as out of sync ("Missing:
// @swc/core-darwin-arm64@ from lock file"). This writes those entries the way npm writes them where the registry
// has them: the version the parent pins, and the os/cpu/libc read from the package's name, so that npm skips
// them as foreign without fetching anything. Run it after changing dependencies: `node scripts/lock-foreign-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const file = join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const CPUS = new Set(['arm', 'arm64', 'ia32', 'x64', 'ppc64', 's390x', 'loong64', 'riscv64', 'wasm32']);
const OSES = new Set(['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd']);

/** "core-linux-arm-gnueabihf" -> {os: linux, cpu: arm, libc: glibc}; null when the name names no platform. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  for (let i = 0; i < parts.length - 1; i++) {
    if (!OSES.has(parts[i]) || !CPUS.has(parts[i + 1])) continue;
    const abi = parts[i + 2] ?? '';
    const libc = abi.startsWith('gnu') ? 'glibc' : abi.startsWith('musl') ? 'musl' : undefined;
    return { os: parts[i], cpu: parts[i + 1], libc };
  }
  return null;
}

const added = [];
const unknown = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
      unknown.push(`${name}@${spec} (wanted by ${path})`);
      continue;
    }
    packages[hoisted] = {
      version: spec,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added.push(`${name}@${spec}`);
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.length} foreign-platform entries: ${added.join(', ')}` : 'Nothing to add.');
if (unknown.length) {
  console.error(`Could not place these optional dependencies (no platform in the name, or a range): ${unknown.join('; ')}`);
  process.exitCode = 1;
}
