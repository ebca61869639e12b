import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, Post } from '@nestjs/common';
import request from 'supertest';
import { z } from 'zod';
import { CsrfExempt } from '../../src/platform/http/csrf.guard.js';
import { ProjectionTimeoutError } from '../../src/platform/projections/projection.js';
import { StoreUnavailableError } from '../../src/platform/store-unavailable.js';
import { ZodBody, ZodQuery } from '../../src/platform/http/zod-input.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const SignUp = z.strictObject({ name: z.string().min(1), age: z.number().int().optional(), password: z.string().optional() });
const Search = z.strictObject({ state: z.string().length(2).optional() });

/** A fixture module standing in for the product modules that later issues add. */
@Controller('api/fixture')
class FixtureController {
  @Post('sign-up')
  signUp(@ZodBody(SignUp) body: z.infer<typeof SignUp>) {
    return { name: body.name, age: body.age ?? null };
  }

  @Get('search')
  search(@ZodQuery(Search) query: z.infer<typeof Search>) {
    return { state: query.state ?? 'all' };
  }

  @Post('webhook')
  @CsrfExempt()
  webhook() {
    return { received: true };
  }

  @Get('boom')
  boom() {
    throw new Error('database password is hunter2');
  }

  // What a command meets when the read models that would show its change are behind (issue 23).
  @Post('behind')
  behind() {
    throw new ProjectionTimeoutError('00000000000000000042', ['sessions', 'saved-events']);
  }

  @Get('unreachable')
  unreachable() {
    throw new StoreUnavailableError('read store', 'connect ECONNREFUSED 10.0.0.7:27017');
  }
}

@Module({ controllers: [FixtureController] })
class FixtureModule {}

const eventsHtml = '<!doctype html><title>Field hockey</title><script type="module" src="/assets/first-screen-abc.js"></script><div id="root"></div>';

describe('Platform HTTP plumbing (the real Nest app over HTTP)', () => {
  let server: TestApp;
  let web: string;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'fh-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Field hockey</title><div id="root"></div>');
    writeFileSync(join(web, 'events.html'), eventsHtml);
    writeFileSync(join(web, 'assets', 'index-abc123.js'), 'console.log("app")');
    server = await startTestApp({ imports: [FixtureModule], env: { WEB_DIST: web } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(web, { recursive: true, force: true });
  });

  const post = (path: string) => request(server.url).post(path).set('X-Requested-With', 'fetch');

  describe('health', () => {
    it('says the event store, the read store and the projections are healthy, and nothing more (details are for admins: health.spec.ts)', async () => {
      const response = await request(server.url).get('/api/health').expect(200);
      expect(response.body).toEqual({ status: 'ok' });
    });
  });

  describe('OpenAPI', () => {
    it('describes every route at /api/docs, with request schemas from zod', async () => {
      const { body } = await request(server.url).get('/api/docs').expect(200);
      expect(body.openapi).toMatch(/^3\./);
      expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/fixture/sign-up', '/api/fixture/search']));
      const signUp = body.paths['/api/fixture/sign-up'].post.requestBody.content['application/json'].schema;
      expect(signUp).toEqual(expect.objectContaining({ required: ['name'], additionalProperties: false }));
      expect(body.paths['/api/fixture/search'].get.parameters).toEqual([
        expect.objectContaining({ name: 'state', in: 'query', required: false }),
      ]);
    });
  });

  describe('input validation', () => {
    it('accepts a valid body', async () => {
      const response = await post('/api/fixture/sign-up').send({ name: 'Ana', age: 16 }).expect(201);
      expect(response.body).toEqual({ name: 'Ana', age: 16 });
    });

    it('refuses unknown fields with 400 naming them', async () => {
      const response = await post('/api/fixture/sign-up').send({ name: 'Ana', isAdmin: true }).expect(400);
      expect(response.body).toEqual({ message: 'Unknown field: isAdmin' });
    });

    it('refuses a wrong type with 400 naming the field', async () => {
      const response = await post('/api/fixture/sign-up').send({ name: 'Ana', age: 'sixteen' }).expect(400);
      expect(response.body.message).toMatch(/^age: /);
    });

    it('refuses a missing body with 400 naming the required field', async () => {
      const response = await post('/api/fixture/sign-up').expect(400);
      expect(response.body.message).toMatch(/^name: /);
    });

    it('validates the query string the same way', async () => {
      expect((await request(server.url).get('/api/fixture/search?state=NJ').expect(200)).body).toEqual({ state: 'NJ' });
      expect((await request(server.url).get('/api/fixture/search?state=New').expect(400)).body.message).toMatch(/^state: /);
      expect((await request(server.url).get('/api/fixture/search?sort=x').expect(400)).body).toEqual({ message: 'Unknown field: sort' });
    });

    it('answers malformed JSON with 400', async () => {
      const response = await post('/api/fixture/sign-up').set('Content-Type', 'application/json').send('{"name": ').expect(400);
      expect(response.body).toEqual({ message: 'Request body is not valid JSON' });
    });

    it('answers a body over 1 MB with 413', async () => {
      const response = await post('/api/fixture/sign-up').send({ name: 'x'.repeat(1_100_000) }).expect(413);
      expect(response.body).toEqual({ message: 'Request body is too large' });
    });
  });

  describe('errors', () => {
    it('gives a 500 without details or stack when something unexpected breaks, and logs it', async () => {
      const response = await request(server.url).get('/api/fixture/boom').expect(500);
      expect(response.body).toEqual({ message: 'Internal server error' });
      expect(JSON.stringify(server.logs)).toContain('unhandled error');
    });

    it('answers 503 with Retry-After, never a success it cannot show, when the read models are behind or a store is unreachable', async () => {
      const behind = await post('/api/fixture/behind').expect(503);
      expect({ retryAfter: behind.headers['retry-after'], body: behind.body }).toEqual({
        retryAfter: '5',
        body: { message: 'Your change was saved but is not showing yet: the server is catching up. Reload in a few seconds.' },
      });
      const unreachable = await request(server.url).get('/api/fixture/unreachable').expect(503);
      expect({ retryAfter: unreachable.headers['retry-after'], body: unreachable.body }).toEqual({
        retryAfter: '5',
        body: { message: 'The service is briefly unavailable: try again in a few seconds' },
      });
      // Where the store lives stays in the log.
      expect(JSON.stringify(unreachable.body)).not.toContain('10.0.0.7');
      expect(JSON.stringify(server.logs)).toContain('store unavailable: answered 503');
    });

    it('gives JSON 404 for an unknown API path', async () => {
      const response = await request(server.url).get('/api/no-such-thing').expect(404);
      expect(response.body).toEqual({ message: expect.stringContaining('/api/no-such-thing') });
    });
  });

  describe('CSRF', () => {
    it('refuses a state-changing request without X-Requested-With: fetch', async () => {
      const response = await request(server.url).post('/api/fixture/sign-up').send({ name: 'Ana' }).expect(403);
      expect(response.body.message).toContain('X-Requested-With');
    });

    it('refuses a request from another origin even with the header', async () => {
      await post('/api/fixture/sign-up').set('Origin', 'https://evil.example').send({ name: 'Ana' }).expect(403);
    });

    it('accepts the public origin and the origin the browser used', async () => {
      await post('/api/fixture/sign-up').set('Origin', 'http://localhost:3000').send({ name: 'Ana' }).expect(201);
      await post('/api/fixture/sign-up').set('Origin', server.url).send({ name: 'Ana' }).expect(201);
    });

    it('lets an exempt route (a signed webhook) through without the header', async () => {
      await request(server.url).post('/api/fixture/webhook').send({}).expect(201);
    });
  });

  describe('security headers', () => {
    it('sends a CSP with frame-ancestors none, nosniff and no X-Powered-By', async () => {
      const response = await request(server.url).get('/').expect(200);
      const csp = response.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });

    it("keeps every API answer out of browsers' and proxies' caches, errors included, and leaves the web client's files cacheable", async () => {
      expect((await request(server.url).get('/api/fixture/search').expect(200)).headers['cache-control']).toBe('private, no-store');
      expect((await request(server.url).get('/api/fixture/boom').expect(500)).headers['cache-control']).toBe('private, no-store');
      expect((await request(server.url).get('/api/nothing-here').expect(404)).headers['cache-control']).toBe('private, no-store');
      expect((await request(server.url).get('/').expect(200)).headers['cache-control'] ?? '').not.toContain('no-store');
    });
  });

  describe('web client', () => {
    it('serves index.html for any non-API path so the client renders its own routes', async () => {
      for (const path of ['/', '/events/123', '/no-such-page']) {
        const response = await request(server.url).get(path).expect(200);
        expect(response.text).toContain('<div id="root">');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('serves the events list its own document (its first screen comes before the app), and index.html without one', async () => {
      for (const path of ['/events', '/events/', '/events?period=past&view=list']) {
        const response = await request(server.url).get(path).expect(200);
        expect({ path, first: response.text.includes('first-screen'), cache: response.headers['cache-control'] }).toEqual({ path, first: true, cache: 'no-cache' });
      }
      // An event's page and the build of an older client (no events.html) get index.html.
      expect((await request(server.url).get('/events/abc').expect(200)).text).not.toContain('first-screen');
      rmSync(join(web, 'events.html'));
      try {
        expect((await request(server.url).get('/events').expect(200)).text).toContain('<div id="root"></div>');
      } finally {
        writeFileSync(join(web, 'events.html'), eventsHtml);
      }
    });

    it('serves hashed assets with a long-lived cache and compression, and 404 for a missing one', async () => {
      const response = await request(server.url).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      await request(server.url).get('/assets/missing-999.js').expect(404);
    });
  });

  describe('request logs', () => {
    it('writes one line per request with method, path and status, and no password or query string', async () => {
      server.logs.length = 0;
      await post('/api/fixture/sign-up?token=secret-token').send({ name: 'Ana', password: 'correct horse battery' }).expect(201);
      const lines = server.logs.filter((line) => line.msg === 'POST /api/fixture/sign-up 201');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toEqual(expect.objectContaining({ req: expect.objectContaining({ method: 'POST', path: '/api/fixture/sign-up' }) }));
      const everything = JSON.stringify(server.logs);
      expect(everything).not.toContain('correct horse battery');
      expect(everything).not.toContain('secret-token');
    });
  });
});
