import { startFixtureSite, type FixtureSite } from '../../../../test/support/fixture-site.js';
import { FetchFailedError, guardedGet, type GuardedGetOptions } from './guarded-fetch.js';
import { RefusedUrlError } from './url-guard.js';

// Against a fixture site on 127.0.0.1: the refused targets are IP literals and `localhost`, refused before connecting.
const options: GuardedGetOptions = { allowedPrivateHosts: ['127.0.0.1'], timeoutMs: 2_000, maxBytes: 1024, userAgent: 'TestBot/1.0' };

async function failure(url: string, overrides: Partial<GuardedGetOptions> = {}): Promise<Error> {
  try {
    await guardedGet(url, { ...options, ...overrides });
  } catch (error) {
    return error as Error;
  }
  throw new Error('guardedGet did not fail');
}

describe('guardedGet', () => {
  let site: FixtureSite;
  afterEach(async () => {
    await site.close();
  });

  it('follows redirects and answers the final URL, status, type, text and bytes', async () => {
    site = await startFixtureSite({
      '/feed': { status: 301, headers: { location: '/calendar/feed.ics' }, body: '' },
      '/calendar/feed.ics': { headers: { 'content-type': 'text/calendar; charset=utf-8' }, body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
      '/latin': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' });
        response.end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
      },
    });

    expect(await guardedGet(`${site.url}/feed`, options)).toEqual({
      url: `${site.url}/calendar/feed.ics`,
      status: 200,
      contentType: 'text/calendar; charset=utf-8',
      text: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      body: Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
    });
    expect((await guardedGet(`${site.url}/missing`, options)).status).toBe(404);
    expect((await guardedGet(`${site.url}/latin`, options)).text).toBe('café');
  });

  it('refuses a redirect to a private or metadata address, and a host not allow-listed', async () => {
    site = await startFixtureSite({
      '/metadata': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' }, body: '' },
      '/internal': { status: 307, headers: { location: 'http://10.0.0.1/' }, body: '' },
    });

    const metadata = await failure(`${site.url}/metadata`);
    expect(metadata).toBeInstanceOf(RefusedUrlError);
    expect(metadata.message).toBe('Refused http://169.254.169.254/latest/meta-data/: 169.254.169.254 is a link-local address');
    expect((await failure(`${site.url}/internal`)).message).toBe('Refused http://10.0.0.1/: 10.0.0.1 is a private address');
    expect((await failure(`http://localhost:${site.port}/metadata`)).message).toBe(
      `Refused http://localhost:${site.port}/metadata: localhost is a loopback address`,
    );
    expect(site.requests).toEqual(['/metadata', '/internal']);
  });

  it('gives up after 5 redirects', async () => {
    site = await startFixtureSite({
      '/loop': (request, response) => {
        const hop = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('hop') ?? 0);
        response.writeHead(302, { location: `/loop?hop=${hop + 1}` });
        response.end();
      },
    });

    const error = await failure(`${site.url}/loop`);
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(error.message).toBe('More than 5 redirects');
    expect(site.requests).toHaveLength(6);
  });

  it('bounds the size, declared or not', async () => {
    site = await startFixtureSite({
      '/declared': { headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(2048) },
      '/streamed': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        for (let chunk = 0; chunk < 8; chunk += 1) response.write('y'.repeat(512));
        response.end();
      },
    });

    expect((await failure(`${site.url}/declared`)).message).toBe('Larger than 1 KB');
    expect((await failure(`${site.url}/streamed`)).message).toBe('Larger than 1 KB');
  });

  it('bounds the time, and stops when asked', async () => {
    site = await startFixtureSite({ '/hang': { hang: true } });

    expect((await failure(`${site.url}/hang`, { timeoutMs: 300 })).message).toBe('Timed out after 0.3 s');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    expect((await failure(`${site.url}/hang`, { signal: controller.signal })).message).toBe('Stopped');
  });
});
