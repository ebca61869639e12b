import http from 'node:http';
import net from 'node:net';
import { listenOnLoopback } from '../../../platform/net/listen.js';
import { startFixtureSite, type FixtureSite } from '../../../../test/support/fixture-site.js';
import { proxyErrorHeader, refusedHeader, startGuardProxy, type GuardProxy } from './guard-proxy.js';

// The proxy talks to the fixture site on 127.0.0.1 only: every other target here is refused before any connection
// (IP literals without DNS, `localhost` by name).
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function viaProxy(proxy: GuardProxy, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = http.request({ host: '127.0.0.1', port: proxy.port, path: url, headers: { host: target.host }, agent: false });
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.end();
  });
}

/** CONNECT authority; for a tunnel opened, GET `path` through it. */
function tunnel(proxy: GuardProxy, authority: string, path = '/'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: proxy.port, method: 'CONNECT', path: authority, agent: false });
    request.on('error', reject);
    request.on('connect', (response, socket) => {
      const status = response.statusCode ?? 0;
      if (status !== 200) {
        socket.destroy();
        resolve({ status, headers: response.headers, body: '' });
        return;
      }
      let raw = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (raw += chunk));
      socket.on('end', () => resolve({ status, headers: response.headers, body: raw.split('\r\n\r\n').slice(1).join('\r\n\r\n') }));
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${authority}\r\nConnection: close\r\n\r\n`);
    });
    request.end();
  });
}

/** A site on 127.0.0.1 that answers every connection with `raw` as it is (whatever HTTP allows), then closes. */
async function startRawSite(raw: string): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.once('data', () => socket.end(raw, 'latin1'));
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('startGuardProxy', () => {
  let site: FixtureSite;
  let proxy: GuardProxy | undefined;
  const refusals: string[] = [];
  beforeEach(async () => {
    refusals.length = 0;
    site = await startFixtureSite({ '/ok': { headers: { 'content-type': 'text/plain' }, body: 'fine' } });
  });
  afterEach(async () => {
    await proxy?.close();
    await site.close();
  });

  it('forwards plain HTTP and opens tunnels to an allow-listed host', async () => {
    proxy = await startGuardProxy({ allowedPrivateHosts: ['127.0.0.1'] });

    expect(await viaProxy(proxy, `${site.url}/ok`)).toMatchObject({ status: 200, body: 'fine' });
    expect(await tunnel(proxy, `127.0.0.1:${site.port}`, '/ok')).toMatchObject({ status: 200, body: 'fine' });
    expect(site.requests).toEqual(['/ok', '/ok']);
  });

  it('reaches a host allow-listed with a port on that port only, plain or tunnelled', async () => {
    proxy = await startGuardProxy({ allowedPrivateHosts: [`127.0.0.1:${site.port}`] });
    const other = site.port === 65535 ? site.port - 1 : site.port + 1;

    expect(await viaProxy(proxy, `${site.url}/ok`)).toMatchObject({ status: 200, body: 'fine' });
    const refused = await viaProxy(proxy, `http://127.0.0.1:${other}/ok`);
    expect([refused.status, refused.headers[refusedHeader]]).toEqual([403, `port ${other} of 127.0.0.1 is not allowed`]);
    expect((await tunnel(proxy, `127.0.0.1:${other}`)).status).toBe(403);
    expect(site.requests).toEqual(['/ok']);
  });

  it('answers 403 with the reason for refused addresses, plain or tunnelled, without connecting', async () => {
    proxy = await startGuardProxy({
      allowedPrivateHosts: ['127.0.0.1'],
      onRefused: ({ host, port, reason }) => refusals.push(`${host}:${port} ${reason}`),
    });

    const metadata = await viaProxy(proxy, 'http://169.254.169.254/latest/meta-data/');
    expect(metadata.status).toBe(403);
    expect(metadata.headers[refusedHeader]).toBe('169.254.169.254 is a link-local address');
    expect(metadata.body).toBe('Refused: 169.254.169.254 is a link-local address\n');

    expect((await tunnel(proxy, '10.0.0.1:443')).status).toBe(403);
    expect((await tunnel(proxy, '[::1]:443')).status).toBe(403);
    expect((await tunnel(proxy, `localhost:${site.port}`)).status).toBe(403);
    expect((await viaProxy(proxy, `http://localhost:${site.port}/ok`)).status).toBe(403);
    expect(refusals).toEqual([
      '169.254.169.254:80 169.254.169.254 is a link-local address',
      '10.0.0.1:443 10.0.0.1 is a private address',
      '::1:443 ::1 is a loopback address',
      `localhost:${site.port} localhost is a loopback address`,
      `localhost:${site.port} localhost is a loopback address`,
    ]);
    expect(site.requests).toEqual([]);
  });

  it('reaches only what was permitted when asked to', async () => {
    proxy = await startGuardProxy({ allowedPrivateHosts: ['127.0.0.1'], onlyPermitted: true });

    const before = await viaProxy(proxy, `${site.url}/ok`);
    expect(before.status).toBe(403);
    expect(before.headers[refusedHeader]).toBe(`127.0.0.1:${site.port} was not requested by a page`);
    expect((await tunnel(proxy, `127.0.0.1:${site.port}`, '/ok')).status).toBe(403);
    expect(site.requests).toEqual([]);

    proxy.permit(new URL(`${site.url}/anything`));
    expect(await viaProxy(proxy, `${site.url}/ok`)).toMatchObject({ status: 200, body: 'fine' });
    expect(await tunnel(proxy, `127.0.0.1:${site.port}`, '/ok')).toMatchObject({ status: 200, body: 'fine' });
  });

  it('answers 502 with the error when an allowed site cannot be reached', async () => {
    proxy = await startGuardProxy({ allowedPrivateHosts: ['127.0.0.1'] });
    const port = site.port;
    await site.close();

    const answer = await viaProxy(proxy, `http://127.0.0.1:${port}/ok`);
    expect(answer.status).toBe(502);
    expect(answer.headers[proxyErrorHeader]).toBe('ECONNREFUSED');
  });

  it('answers 400 to a request that is not for an absolute http URL', async () => {
    proxy = await startGuardProxy({ allowedPrivateHosts: ['127.0.0.1'] });
    const answer = await new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: proxy?.port, path: '/ok', agent: false }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(answer).toBe(400);
  });

  describe('given a site that answers what HTTP does not allow', () => {
    const answers: Record<string, string> = {
      'a control character in the reason phrase': 'HTTP/1.1 200 \x01\r\nContent-Length: 2\r\n\r\nok',
      'status 000': 'HTTP/1.1 000 OK\r\nContent-Length: 2\r\n\r\nok',
      'status 99': 'HTTP/1.1 099 OK\r\nContent-Length: 2\r\n\r\nok',
      'status 600': 'HTTP/1.1 600 OK\r\nContent-Length: 2\r\n\r\nok',
      'a bare CR injecting a header': 'HTTP/1.1 200 OK\r\nX-Note: a\rSet-Cookie: sid=stolen\r\nContent-Length: 2\r\n\r\nok',
      'a bare LF injecting a header': 'HTTP/1.1 200 OK\r\nX-Note: a\nSet-Cookie: sid=stolen\r\nContent-Length: 2\r\n\r\nok',
      'a control character in a header value': 'HTTP/1.1 200 OK\r\nX-Note: a\x01b\x7f\r\nContent-Length: 2\r\n\r\nok',
      'a header name that is not a token': 'HTTP/1.1 200 OK\r\nX Note: a\r\nContent-Length: 2\r\n\r\nok',
      'no status line at all': 'hello\r\n\r\n',
    };

    it.each(Object.entries(answers))('when it answers with %s, then the proxy answers 502 and keeps serving', async (_what, raw) => {
      const rawSite = await startRawSite(raw);
      proxy = await startGuardProxy({ allowedPrivateHosts: ['127.0.0.1'] });
      try {
        const answer = await viaProxy(proxy, `${rawSite.url}/page`);
        expect(answer.status).toBe(502);
        expect(answer.headers['set-cookie']).toBeUndefined();
        expect(answer.headers[proxyErrorHeader]).toEqual(expect.any(String));
        expect(await viaProxy(proxy, `${site.url}/ok`)).toMatchObject({ status: 200, body: 'fine' });
      } finally {
        await rawSite.close();
      }
    });
  });
});
