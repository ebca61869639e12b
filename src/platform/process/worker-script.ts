import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built script of a worker thread that lives beside the module at `moduleUrl` (its `import.meta.url`): beside it
 * once built (`dist/`); when the server runs from its TypeScript sources (the tests), the built copy in `dist/`
 * (`npm run test:jest` builds the server first). Workers always run built JavaScript.
 */
export function builtWorkerScript(moduleUrl: string, fileName: string): string {
  const here = dirname(fileURLToPath(moduleUrl));
  const beside = join(here, fileName);
  if (existsSync(beside)) return beside;
  const marker = `${sep}src${sep}`;
  const at = here.lastIndexOf(marker);
  const built = at === -1 ? null : join(here.slice(0, at), 'dist', here.slice(at + marker.length), fileName);
  if (built && existsSync(built)) return built;
  throw new Error(`The worker ${fileName} is not built (${built ?? beside}): run npm run build:server`);
}
