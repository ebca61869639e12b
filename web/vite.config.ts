import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import ts from 'typescript';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const routesFile = resolve(root, 'src/app/routes.tsx');
const guardsFile = resolve(root, 'src/app/guards.tsx');
const firstScreenFile = resolve(root, 'src/first-screen/first-screen.ts');
const eventsPageFile = resolve(root, 'src/features/catalog/components/events-page.tsx');
const apiProxy = { '/api': 'http://127.0.0.1:3000' };

/**
 * A chunk of library code only is named after its package (`sonner-….js`, `radix-ui-….js`) instead of the folder
 * its entry file sits in (`dist-….js`), so the bundle budget table and the browser's network panel say what it holds.
 */
function chunkFileName(chunk: Rolldown.PreRenderedChunk): string {
  const packages = new Set(chunk.moduleIds.map((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1]));
  const named = packages.size === 1 ? [...packages][0] : undefined;
  const scopes = new Set([...packages].map((name) => name?.split('/')[0]));
  const scope = scopes.size === 1 ? [...scopes][0] : undefined;
  const vendor = named ?? (scope?.startsWith('@') ? scope : undefined);
  const name = chunk.facadeModuleId === null && vendor ? vendor.replace(/^@/, '').replace('/', '-') : '[name]';
  return `assets/${name}-[hash].js`;
}

/** A page of the router: its URL pattern and the lazy modules it renders, outermost layout first. */
type PageRoute = { pattern: string; modules: string[] };

/**
 * The router's pages, read from routes.tsx's syntax tree: a route object's `path` adds to its parent's, its
 * `lazy` imports its module, and its `children` render inside it.
 */
function pageRoutes(): PageRoute[] {
  const source = ts.createSourceFile(routesFile, readFileSync(routesFile, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const pages: PageRoute[] = [];
  const property = (node: ts.ObjectLiteralExpression, name: string) =>
    node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;
  const importedBy = (node: ts.Node): string | undefined => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) return resolve(dirname(routesFile), `${specifier.text}.tsx`);
    }
    return ts.forEachChild(node, importedBy);
  };
  const visit = (node: ts.Node, prefix: string, layouts: string[]): void => {
    if (!ts.isObjectLiteralExpression(node)) return ts.forEachChild(node, (child) => visit(child, prefix, layouts));
    const path = property(node, 'path');
    const pattern = path && ts.isStringLiteral(path) ? `${prefix.replace(/\/$/, '')}/${path.text}` : prefix;
    const lazy = property(node, 'lazy');
    const module = lazy ? importedBy(lazy) : undefined;
    const modules = module && !layouts.includes(module) ? [...layouts, module] : layouts;
    const children = property(node, 'children');
    if (children) ts.forEachChild(children, (child) => visit(child, pattern, modules));
    else if (module) pages.push({ pattern, modules });
  };
  visit(source, '/', []);
  return pages;
}

/** `/blog/:slug` as an anchored regular expression over `location.pathname`; `*` matches what nothing else does. */
function patternSource(pattern: string): string {
  if (pattern.endsWith('*')) return '^/.*$';
  const segments = pattern.split('/').filter(Boolean);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (segments.length === 0) return '^/$';
  return `^/${segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment))).join('/')}/?$`;
}

/**
 * Each page's own chunks start downloading with the app instead of after it: a small script that index.html runs
 * first adds `modulepreload` links for the chunks (and styles) the current URL's page needs. Without it, a first
 * visit downloads and runs the whole app before it even asks for the page, one slow round trip later on a phone.
 * On a signed-in page (one inside the guard's layout) it also asks `GET /api/user` at once, for the app to take
 * (src/lib/early-requests.ts) instead of asking once it has run.
 * The events list has a page of its own, `events.html` (the server answers it for a full load of /events): instead
 * of the app it runs src/first-screen/first-screen.ts (an entry of its own), which draws the list's first screen
 * and then loads the app (the first script and the entry, named in its `data-app`); the page's styles are linked
 * in its head, so that screen is drawn as the app will draw it.
 * Also writes `.vite/routes.json` (each page and its lazy modules, as the manifest keys them) for
 * scripts/check-bundle-budgets.mjs.
 */
function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    // After Vite's own HTML plugin, so index.html is in the bundle to add the script to.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId, chunk]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileNames: string[]): Set<string> => {
        const files = new Set<string>();
        const pending = [...fileNames];
        for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
          if (files.has(name)) continue;
          files.add(name);
          pending.push(...(byFile.get(name)?.imports ?? []));
        }
        return files;
      };
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId !== firstScreenFile);
      const firstScreen = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === firstScreenFile);
      const html = bundle['index.html'];
      if (!entry || !firstScreen || html?.type !== 'asset') throw new Error('route-preloads: the build has no entry chunk, first screen script or index.html');
      const shell = closure([entry.fileName]);

      const pages = pageRoutes();
      const preloads = pages.map(({ pattern, modules }) => {
        const fileNames = modules.map((module) => {
          const chunk = byModule.get(module);
          if (!chunk) throw new Error(`route-preloads: no chunk for ${relative(root, module)} (routes.tsx)`);
          return chunk.fileName;
        });
        const js = [...closure(fileNames)].filter((name) => !shell.has(name));
        const css = js.flatMap((name) => [...(byFile.get(name)?.viteMetadata?.importedCss ?? [])]);
        const signedIn = modules.includes(guardsFile);
        return [patternSource(pattern), [...js, ...css], signedIn] as const;
      });
      const eventsPage = preloads[pages.findIndex(({ modules }) => modules.includes(eventsPageFile))];
      if (!eventsPage) throw new Error('route-preloads: no page renders the events list (routes.tsx)');
      // The catch-all last, so it only takes what no page matched.
      preloads.sort(([a], [b]) => Number(a === '^/.*$') - Number(b === '^/.*$'));

      const script = this.emitFile({
        type: 'asset',
        name: 'route-preloads.js',
        source: `// The current page's chunks, fetched while the app itself downloads (vite.config.ts, routePreloads).
const pages = ${JSON.stringify(preloads)};
const found = pages.find(([pattern]) => new RegExp(pattern).test(location.pathname));
for (const file of found ? found[1] : []) {
  const link = document.createElement('link');
  link.rel = file.endsWith('.css') ? 'preload' : 'modulepreload';
  if (file.endsWith('.css')) link.as = 'style';
  link.crossOrigin = '';
  link.href = '/' + file;
  document.head.appendChild(link);
}
// A signed-in page's first question, asked now (unless the events list's first screen asked it): the app takes the
// answer (src/lib/early-requests.ts).
if (found && found[2]) {
  const early = (window.__earlyRequests = window.__earlyRequests || {});
  early['/api/user'] = early['/api/user'] || fetch('/api/user', { credentials: 'include', headers: { 'X-Requested-With': 'fetch' } }).catch(() => null);
}
`,
      });
      const tag = `<script type="module" crossorigin src="/${this.getFileName(script)}"></script>\n    `;
      const entryTag = `<script type="module" crossorigin src="/${entry.fileName}">`;
      const source = String(html.source);
      if (!source.includes(entryTag)) throw new Error('route-preloads: index.html does not load the entry as expected');
      html.source = source.replace(entryTag, tag + entryTag);

      const firstScreenFiles = [...closure([firstScreen.fileName])];
      // The app's own styles first, as index.html links them, then the page's in the order the app adds them.
      const cssOf = (names: Iterable<string>) => [...names].flatMap((name) => (name.endsWith('.css') ? [name] : [...(byFile.get(name)?.viteMetadata?.importedCss ?? [])]));
      const styles = [...new Set([...cssOf([entry.fileName]), ...cssOf(shell), ...cssOf(eventsPage[1]), ...cssOf(firstScreenFiles)])];
      const appScripts = [this.getFileName(script), entry.fileName].map((name) => `/${name}`).join(' ');
      const withoutApp = source
        .replace(`${entryTag}</script>`, '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
      if (withoutApp.includes('<script') || withoutApp.includes('rel="modulepreload"') || withoutApp.includes('rel="stylesheet"') || !withoutApp.includes('</head>')) {
        throw new Error('route-preloads: index.html is not shaped as events.html expects (its scripts, preloads, styles and </head>)');
      }
      const head = [
        ...styles.map((name) => `<link rel="stylesheet" crossorigin href="/${name}">`),
        `<script type="module" crossorigin src="/${firstScreen.fileName}" data-app="${appScripts}"></script>`,
        ...firstScreenFiles.filter((name) => name !== firstScreen.fileName).map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`),
      ];
      this.emitFile({ type: 'asset', fileName: 'events.html', source: withoutApp.replace('</head>', `  ${head.join('\n    ')}\n  </head>`) });

      const keyOf = (module: string) => relative(root, module).split('\\').join('/');
      this.emitFile({
        type: 'asset',
        fileName: '.vite/routes.json',
        source: JSON.stringify(pages.map(({ pattern, modules }) => ({ pattern, modules: modules.map(keyOf) })), null, 2),
      });
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), routePreloads()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // scripts/check-bundle-budgets.mjs reads it to tell what the landing page loads from what each route loads.
    manifest: true,
    // src/first-screen/first-screen.ts is an entry of its own, events.html's only script (routePreloads).
    rolldownOptions: { input: { index: resolve(root, 'index.html'), 'first-screen': firstScreenFile }, output: { chunkFileNames: chunkFileName } },
  },
  server: { proxy: apiProxy },
  preview: {
    proxy: apiProxy,
    // Mirrors the server's policy so `vite preview` shows CSP breakage before the built server is involved.
    headers: {
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; connect-src 'self'; frame-ancestors 'none'",
    },
  },
});
