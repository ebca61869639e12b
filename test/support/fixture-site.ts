import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { listenOnLoopback } from '../../src/platform/net/listen.js';

/**
 * A tiny configurable web site for tests, on 127.0.0.1 only: each route answers a fixed response or runs a handler;
 * unknown paths answer 404; a `hang: true` route never answers (its connections are destroyed on close).
 */
export type FixtureHandler = (request: IncomingMessage, response: ServerResponse) => void;

export type FixtureResponse = {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Never answer (the request stays open until the client gives up or the site closes). */
  hang?: boolean;
};

export type Route = FixtureResponse | FixtureHandler;

export interface FixtureSite {
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  readonly url: string;
  readonly port: number;
  /** Replaces every route. */
  setRoutes(routes: Record<string, Route>): void;
  /** Paths requested (with their query; WebSocket handshakes included), in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

export async function startFixtureSite(routes: Record<string, Route> = {}): Promise<FixtureSite> {
  let current = routes;
  const requests: string[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((request, response) => {
    const target = request.url ?? '/';
    requests.push(target);
    const path = target.split('?')[0];
    const route = current[target] ?? current[path];
    if (route === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    if (typeof route === 'function') {
      route(request, response);
      return;
    }
    if (route.hang) return;
    const body = route.body ?? '';
    response.writeHead(route.status ?? 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      ...route.headers,
    });
    response.end(body);
  });
  // WebSocket handshakes are recorded too (and refused): tests check what reached the site, whatever the protocol.
  server.on('upgrade', (request: IncomingMessage, socket: Socket) => {
    requests.push(request.url ?? '/');
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const port = await listenOnLoopback(server);

  let closed: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    setRoutes(next) {
      current = next;
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
