import { Agent, type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import type { TestApp } from './test-app.js';
import { type JsonSchema, type KnownValues, hostileString, plausible } from './fuzz-bodies.js';

/** A route as the running app exposes it, with what its OpenAPI document says about its input. */
export interface FuzzRoute {
  method: string;
  /** Express's pattern, e.g. `/api/events/:id`. */
  pattern: string;
  body?: JsonSchema;
  query: { name: string; schema: JsonSchema }[];
}

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** Every route of the running app (the Express router, so none is missed), joined with its OpenAPI entry. */
export async function fuzzRoutes(server: TestApp): Promise<FuzzRoute[]> {
  const express = server.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
  const docs = (await (await fetch(`${server.url}/api/docs`)).json()) as { paths: Record<string, Record<string, OpenApiOperation>> };
  return express.router.stack.flatMap((layer) => {
    const route = layer.route;
    if (!route) return [];
    return Object.keys(route.methods).map((method) => {
      const operation = docs.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method];
      return {
        method: method.toUpperCase(),
        pattern: route.path,
        body: operation?.requestBody?.content['application/json']?.schema,
        query: (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query').map(({ name, schema }) => ({ name, schema: schema ?? {} })),
      };
    });
  });
}

/** encodeURIComponent, except that a lone surrogate goes as the replacement character instead of throwing. */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** Hostile text short enough that a path, query or cookie carrying it mostly stays under Node's 16 KB header limit. */
const hostileShort = hostileString.filter((text) => text.length < 3000);

/** Percent signs a URL decoder chokes on, dot segments, NUL, and segments longer than any id. */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '..', '%2e%2e', '%2F', 'a'.repeat(3000), '0', '-1', 'null'];

/** One path segment: a real id now and then, else UUIDs, hostile text (encoded) and raw malformed encodings. */
function segment(realIds: readonly string[]): fc.Arbitrary<string> {
  const options = [
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileShort.map(percentEncoded) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  ];
  return realIds.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...realIds) }, ...options) : fc.oneof(...options);
}

/** `sid` cookies the app never issued: malformed, JSON (`j:`, which cookie-parser decodes), doubled, or a real one altered. */
export function forgedCookie(realCookies: readonly string[]): fc.Arbitrary<string> {
  const altered = realCookies.map((cookie) => `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`);
  return fc.oneof(
    fc.constantFrom(
      ...altered,
      'sid=',
      `sid=${'A'.repeat(43)}`,
      `sid=j:"${'A'.repeat(43)}"`,
      'sid=j:{"__proto__":{"isAdmin":true}}',
      'sid=j:[1,2',
      'sid=s:forged.signature',
      'sid=%',
      'sid=%zz',
      'sid=a; sid=b',
      '=;=;',
    ),
    hostileShort.map((text) => `sid=${percentEncoded(text)}`),
  );
}

/** The pattern with each `:param` filled in. */
export function fuzzPath(pattern: string, realIds: readonly string[]): fc.Arbitrary<string> {
  const parts = pattern.split(/(:[A-Za-z]+)/);
  return fc
    .tuple(...parts.map((part) => (part.startsWith(':') ? segment(realIds) : fc.constant(part))))
    .map((filled) => filled.join(''));
}

/** A query string (with its `?`, or empty) of documented and made-up names, repeated names and broken encodings. */
export function fuzzQuery(parameters: FuzzRoute['query'], known: KnownValues = {}): fc.Arbitrary<string> {
  const names = parameters.map((parameter) => parameter.name);
  const documented = parameters.map(({ name, schema }) =>
    fc.tuple(fc.constant(name), plausible(schema, name, known).map((value) => percentEncoded(String(value)))),
  );
  const madeUp = fc.tuple(
    fc.oneof(fc.constantFrom(...names, '__proto__', 'constructor[prototype][isAdmin]', 'a[b]', 'a[]', ''), fc.string({ maxLength: 10 }).map(percentEncoded)),
    fc.oneof(hostileShort.map(percentEncoded), fc.constantFrom(...RAW_SEGMENTS)),
  );
  const pair = documented.length ? fc.oneof({ weight: 2, arbitrary: fc.oneof(...documented) }, { weight: 1, arbitrary: madeUp }) : madeUp;
  return fc.array(pair, { maxLength: 5 }).map((pairs) => (pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}` : ''));
}

export interface FuzzRequest {
  method: string;
  path: string;
  cookie?: string;
  body?: { text: string | Buffer; contentType: string; encoding?: string };
  /** Replaces the default `X-Requested-With: fetch` (the SPA's CSRF header). */
  headers?: Record<string, string>;
}

export interface FuzzAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface FuzzClient {
  /** Sends exactly what was generated (no client-side encoding, path normalizing or redirect following). */
  send(request: FuzzRequest): Promise<FuzzAnswer>;
  close(): void;
}

/** One kept-alive connection: node:http costs a fraction of what fetch does per request, and the suite sends thousands. */
export function fuzzClient(baseUrl: string): FuzzClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    send: (request) =>
      new Promise((resolve, reject) => {
        const headers: Record<string, string | number> = { ...(request.headers ?? { 'X-Requested-With': 'fetch' }) };
        if (request.cookie) headers.Cookie = request.cookie;
        if (request.body) {
          headers['Content-Type'] = request.body.contentType;
          headers['Content-Length'] = Buffer.byteLength(request.body.text);
          if (request.body.encoding) headers['Content-Encoding'] = request.body.encoding;
        }
        const outgoing = httpRequest(`${baseUrl}${request.path}`, { method: request.method, headers, agent }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString() }));
          response.on('error', reject);
        });
        outgoing.on('error', reject);
        outgoing.end(request.body?.text);
      }),
    close: () => agent.destroy(),
  };
}
