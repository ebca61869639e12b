import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { guardedLookup, RefusedAddressError, refuseHostWithoutDns, refusePort } from './url-guard.js';
import { listenOnLoopback } from '../../../platform/net/listen.js';

/**
 * A forward proxy on 127.0.0.1 that Chromium sends every request through (`--proxy-server`, loopback included): plain
 * HTTP requests are forwarded, CONNECT tunnels (HTTPS, WebSockets) are opened, and each upstream connection refuses
 * a non-public address at connect time (IP literals before connecting, names through guardedLookup), answering 403.
 * It is what guarantees Chromium never reaches a refused address, whatever request interception saw.
 */
export interface GuardProxy {
  /** `http://127.0.0.1:PORT`, for `--proxy-server`. */
  readonly url: string;
  readonly port: number;
  /** With `onlyPermitted`: lets the proxy reach this URL's host and port (once checked by the crawler). */
  permit(url: URL): void;
  /** Destroys every connection and stops listening. */
  close(): Promise<void>;
}

export interface GuardProxyOptions {
  allowedPrivateHosts: readonly string[];
  /** Upstream connection attempts give up after this long (default 15 s). */
  connectTimeoutMs?: number;
  /**
   * Reach only the hosts and ports `permit()`ted (the ones request interception checked and let through), answering
   * 403 to anything else without even resolving its name: Chromium's own background requests (updates, accounts)
   * then never leave the machine, and no name is resolved that no page asked for.
   */
  onlyPermitted?: boolean;
  /** Called when the proxy refused an upstream: `reason` as in RefusedUrlError ('10.0.0.1 is a private address'). */
  onRefused?(refusal: { host: string; port: number; reason: string }): void;
  /** Called when an upstream could not be reached (`reason`: an error code such as ECONNREFUSED). */
  onFailed?(failure: { host: string; port: number; reason: string }): void;
}

/** Marks a 403 written by the proxy itself (not by a site), with the reason. */
export const refusedHeader = 'x-crawler-refused';
/** Marks a 502 written by the proxy itself when the site could not be reached, with the error code. */
export const proxyErrorHeader = 'x-crawler-proxy-error';

const hopByHopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardedHeaders(headers: IncomingMessage['headers']): http.OutgoingHttpHeaders {
  const connectionTokens = String(headers.connection ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase());
  const result: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHopHeaders.has(name) || connectionTokens.includes(name)) continue;
    result[name] = value;
  }
  return result;
}

/** RFC 9112 reason-phrase: tab, space, visible ASCII and obs-text; Node's writeHead throws on anything else. */
const reasonPhrase = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * What a site answered, checked the way `writeHead` checks it, so that nothing a site sends can make the proxy throw:
 * the status, reason and headers to answer with, or why the answer cannot be relayed (the proxy then answers 502).
 */
export function relayableHead(
  answer: Pick<IncomingMessage, 'statusCode' | 'statusMessage' | 'headers'>,
): { status: number; reason: string; headers: http.OutgoingHttpHeaders } | { invalid: string } {
  const status = answer.statusCode;
  if (status === undefined || !Number.isInteger(status) || status < 100 || status > 599) {
    return { invalid: `invalid status ${String(status)}` };
  }
  const reason = answer.statusMessage ?? '';
  if (!reasonPhrase.test(reason)) return { invalid: 'invalid reason phrase' };
  const headers = forwardedHeaders(answer.headers);
  for (const [name, value] of Object.entries(headers)) {
    try {
      http.validateHeaderName(name);
      for (const item of Array.isArray(value) ? value : [value]) http.validateHeaderValue(name, String(item));
    } catch {
      return { invalid: 'invalid header' };
    }
  }
  return { status, reason, headers };
}

/** A reason the proxy puts in a header or status line of its own: printable ASCII only, bounded. */
function headerSafe(reason: string): string {
  return reason.replace(/[^\x20-\x7e]/g, '?').slice(0, 300);
}

/**
 * Runs a callback of the proxy's; a throw (whatever a site made a socket or a parser do) goes to `onError` instead of
 * reaching the event loop, where it would end the server.
 */
function guarded<A extends unknown[]>(onError: (error: unknown) => void, callback: (...args: A) => void): (...args: A) => void {
  return (...args: A) => {
    try {
      callback(...args);
    } catch (error) {
      try {
        onError(error);
      } catch {
        // Nothing is left to tell: the connection was destroyed by onError before it threw, or is gone.
      }
    }
  };
}

function bareHostname(host: string): string {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return bare.toLowerCase();
}

function parseTarget(authority: string): { host: string; port: number } | null {
  const match = /^(\[[0-9a-fA-F:.%]+\]|[^:[\]]+):(\d{1,5})$/.exec(authority);
  if (!match) return null;
  const port = Number(match[2]);
  if (port < 1 || port > 65535) return null;
  const host = match[1].startsWith('[') ? match[1].slice(1, -1) : match[1];
  return { host, port };
}

export async function startGuardProxy(options: GuardProxyOptions): Promise<GuardProxy> {
  const { allowedPrivateHosts } = options;
  const connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
  const lookup = guardedLookup(allowedPrivateHosts);
  const sockets = new Set<Duplex>();
  const permitted = new Set<string>();
  const targetKey = (host: string, port: number): string => `${bareHostname(host)}:${port}`;
  const track = (socket: Duplex): void => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  /** Connects to host:port unless refused; calls back once with the connected socket or the refusal/error. */
  const connectUpstream = (
    host: string,
    port: number,
    done: (result: { socket: Socket } | { refused: string } | { error: string }) => void,
  ): void => {
    if (options.onlyPermitted && !permitted.has(targetKey(host, port))) {
      const reason = `${host}:${port} was not requested by a page`;
      options.onRefused?.({ host, port, reason });
      done({ refused: reason });
      return;
    }
    const immediate = refusePort(host, port, allowedPrivateHosts) ?? refuseHostWithoutDns(host, allowedPrivateHosts);
    if (immediate !== null) {
      options.onRefused?.({ host, port, reason: immediate });
      done({ refused: immediate });
      return;
    }
    let settled = false;
    const socket = net.connect({ host, port, lookup });
    track(socket);
    const timer = setTimeout(() => {
      socket.destroy();
      options.onFailed?.({ host, port, reason: 'ETIMEDOUT' });
      finish({ error: 'ETIMEDOUT' });
    }, connectTimeoutMs);
    const finish = (result: { socket: Socket } | { refused: string } | { error: string }): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done(result);
    };
    socket.once('connect', () => finish({ socket }));
    // Not once: a socket can fail again after it was handed over, and an 'error' nobody listens to ends the server.
    socket.on('error', (error) => {
      if (settled) return;
      if (error instanceof RefusedAddressError) {
        options.onRefused?.({ host, port, reason: error.reason });
        finish({ refused: error.reason });
      } else {
        const reason = (error as NodeJS.ErrnoException).code ?? error.message;
        options.onFailed?.({ host, port, reason });
        finish({ error: reason });
      }
    });
  };

  const refuse = (response: ServerResponse, status: number, why: string): void => {
    if (response.headersSent || response.destroyed) {
      response.destroy();
      return;
    }
    // The reason goes into a header: an error message could carry anything.
    const reason = headerSafe(why);
    const body = `${status === 403 ? 'Refused' : 'Proxy error'}: ${reason}\n`;
    try {
      response.writeHead(status, {
        'content-type': 'text/plain; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
        ...(status === 403 ? { [refusedHeader]: reason } : { [proxyErrorHeader]: reason }),
      });
      response.end(body);
    } catch {
      response.destroy();
    }
  };
  const failedResponse = (response: ServerResponse) => (error: unknown) =>
    refuse(response, 502, (error as NodeJS.ErrnoException | undefined)?.code ?? 'proxy error');

  const proxyRequest = (request: IncomingMessage, response: ServerResponse): void => {
    const onError = failedResponse(response);
    request.on('error', () => response.destroy());
    response.on('error', () => response.destroy());
    let target: URL;
    try {
      target = new URL(request.url ?? '');
    } catch {
      refuse(response, 400, 'Only absolute http URLs are proxied');
      return;
    }
    if (target.protocol !== 'http:') {
      refuse(response, 400, 'Only absolute http URLs are proxied');
      return;
    }
    const host = target.hostname.startsWith('[') ? target.hostname.slice(1, -1) : target.hostname;
    const port = Number(target.port || 80);
    connectUpstream(host, port, guarded(onError, (result) => {
      if ('refused' in result) return refuse(response, 403, result.refused);
      if ('error' in result) return refuse(response, 502, result.error);
      const upstream = http.request({
        createConnection: () => result.socket,
        method: request.method,
        path: `${target.pathname}${target.search}`,
        headers: { ...forwardedHeaders(request.headers), host: target.host, connection: 'close' },
      });
      const upstreamFailed = (error: unknown): void => {
        upstream.destroy();
        onError(error);
      };
      upstream.on('response', guarded(upstreamFailed, (answer: IncomingMessage) => {
        answer.on('error', () => response.destroy());
        const head = relayableHead(answer);
        if ('invalid' in head) {
          answer.destroy();
          upstream.destroy();
          refuse(response, 502, head.invalid);
          return;
        }
        response.writeHead(head.status, head.reason, head.headers);
        answer.pipe(response);
      }));
      upstream.on('error', guarded(() => response.destroy(), (error: Error) =>
        refuse(response, 502, (error as NodeJS.ErrnoException).code ?? error.message),
      ));
      response.on('close', () => upstream.destroy());
      request.pipe(upstream);
    }));
  };

  // CONNECT host:port: HTTPS and WebSockets (Chromium tunnels ws:// through an HTTP proxy too).
  const openTunnel = (request: IncomingMessage, client: Duplex, head: Buffer): void => {
    track(client);
    client.on('error', () => client.destroy());
    const target = parseTarget(request.url ?? '');
    if (!target) {
      client.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    connectUpstream(target.host, target.port, guarded(() => client.destroy(), (result) => {
      if (client.destroyed) {
        if ('socket' in result) result.socket.destroy();
        return;
      }
      if ('refused' in result) {
        client.end(`HTTP/1.1 403 Forbidden\r\n${refusedHeader}: ${headerSafe(result.refused)}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
        return;
      }
      if ('error' in result) {
        client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      const upstream = result.socket;
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    }));
  };

  // A plain-HTTP upgrade sent to the proxy itself (not through CONNECT): relay it raw after the same check.
  const relayUpgrade = (request: IncomingMessage, client: Duplex, head: Buffer): void => {
    track(client);
    client.on('error', () => client.destroy());
    let target: URL;
    try {
      target = new URL(request.url ?? '');
      if (target.protocol !== 'http:' && target.protocol !== 'ws:') throw new Error('not http');
    } catch {
      client.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const host = target.hostname.startsWith('[') ? target.hostname.slice(1, -1) : target.hostname;
    connectUpstream(host, Number(target.port || 80), guarded(() => client.destroy(), (result) => {
      if (!('socket' in result)) {
        const status = 'refused' in result ? '403 Forbidden' : '502 Bad Gateway';
        client.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
        return;
      }
      const upstream = result.socket;
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      const headers = Object.entries(request.headers)
        .filter(([name]) => name !== 'proxy-connection' && name !== 'proxy-authorization')
        .flatMap(([name, value]) => (Array.isArray(value) ? value.map((item) => `${name}: ${item}`) : [`${name}: ${value}`]));
      upstream.write(`${request.method} ${target.pathname}${target.search} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    }));
  };

  // Every entry point is guarded: a throw in one connection's handling ends that connection, never the server.
  const server = http.createServer((request, response) => {
    guarded(failedResponse(response), () => proxyRequest(request, response))();
  });
  server.on('connect', (request: IncomingMessage, client: Duplex, head: Buffer) =>
    guarded(() => client.destroy(), () => openTunnel(request, client, head))(),
  );
  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) =>
    guarded(() => client.destroy(), () => relayUpgrade(request, client, head))(),
  );
  server.on('connection', (socket: Socket) => track(socket));
  server.on('clientError', (_error, socket: Duplex) => socket.destroy());

  const port = await listenOnLoopback(server);

  let closed: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    permit(url) {
      const port = Number(url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? 443 : 80));
      permitted.add(targetKey(url.hostname, port));
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
