// Bundles the built server (dist/main.js and everything it imports) into one file, dist/server.mjs (plus a chunk per
// module it imports only when configured, in dist/server-chunks/), which `npm start`, the Dockerfile and the tests that
// start the product as deployed run.
//
// Why: a start spent most of its time loading modules, not replaying events: about 2,700 files (Nest, rxjs, mingo,
// zod, stripe, ...) each resolved, read and compiled on their own. One file loads in about a third less time
// (3.0 s to 2.0 s to ready over 100,000 stored events on the bench host, issue 22); `npm run bench` measures it.
//
// What stays outside the bundle, loaded from node_modules as before:
//   - native addons (better-sqlite3, argon2) and the production drivers loaded only when configured (mongodb,
//     @eventstore/db-client);
//   - packages that find files of their own beside their code at run time: pino (its transport workers) and
//     puppeteer-core (its proxy agent's WebAssembly), and Nest's optional packages, which it requires in a try;
//   - zipcodes' US table (a 5 MB CommonJS file of data): src/platform/places reads it with require() on first use, so
//     the bundle stays small and a start that locates no place never parses it;
// Files of our own that locate a file beside them (worker scripts, word lists) keep their own `import.meta.url`:
// the bundle is not where they were built, and the files they name stay in dist/.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');

const EXTERNAL = [
  'better-sqlite3',
  'argon2',
  'mongodb',
  '@eventstore/db-client',
  'pino',
  'puppeteer-core',
  // Loaded by the banner of every chunk (below), once.
  'reflect-metadata',
  // Nest requires these in a try when an app uses them; this one does not.
  '@nestjs/microservices',
  '@nestjs/microservices/*',
  '@nestjs/websockets',
  '@nestjs/websockets/*',
  '@nestjs/platform-fastify',
  '@fastify/static',
  'class-transformer',
  'class-validator',
];

/** Our modules' `import.meta.url` stays the URL of the file they were built to. */
const ownFileUrls = {
  name: 'own-file-urls',
  setup(bundle) {
    const distDir = join(root, 'dist');
    bundle.onLoad({ filter: /\.js$/ }, async (args) => {
      if (!args.path.startsWith(distDir) || args.path.includes('node_modules')) return undefined;
      const contents = await readFile(args.path, 'utf8');
      if (!contents.includes('import.meta.url')) return undefined;
      return { contents: contents.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'js' };
    });
  },
};

// Chunks are named by their content: a new build's would sit beside the last one's.
await rm(join(root, 'dist/server-chunks'), { recursive: true, force: true });

await build({
  entryPoints: { server: join(root, 'dist/main.js') },
  outdir: join(root, 'dist'),
  outExtension: { '.js': '.mjs' },
  // What the app imports only when configured (the EventStoreDB and MongoDB adapters) stays a chunk of its own,
  // loaded when it is asked for, so the embedded default never loads their drivers.
  splitting: true,
  chunkNames: 'server-chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  external: EXTERNAL,
  // Packages bundled from CommonJS still call require() for Node's built-ins; and the decorators' metadata API must be
  // there before any chunk's classes are defined (chunks evaluate before the entry's own imports would run).
  banner: { js: "import 'reflect-metadata'; import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [ownFileUrls],
});
