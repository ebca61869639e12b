import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, apiRequest, apiUpload, errorMessage } from './api';

type Received = { method?: string; url?: string; headers: IncomingHttpHeaders; body: string };

let server: Server;
let baseUrl: string;
let received: Received[] = [];

// A real server on loopback so the assertions are about what goes over the wire, not about how fetch was called.
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url === '/api/conflict') {
        response.writeHead(409, { 'Content-Type': 'text/plain' }).end('{"message":"Username already taken"}');
      } else if (request.url === '/api/unavailable') {
        response.writeHead(503).end();
      } else {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function lastRequest(): Received {
  const request = received.at(-1);
  if (!request) throw new Error('the server received no request');
  return request;
}

describe('apiRequest', () => {
  it('sends X-Requested-With and no body or content type when there is no payload', async () => {
    received = [];

    const response = await apiRequest('GET', `${baseUrl}/api/user`);

    expect(await response.json()).toEqual({ ok: true });
    const request = lastRequest();
    expect(request.method).toBe('GET');
    expect(request.headers['x-requested-with']).toBe('fetch');
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.body).toBe('');
  });

  it('sends a payload as JSON with a JSON content type and X-Requested-With', async () => {
    received = [];

    await apiRequest('POST', `${baseUrl}/api/login`, { username: 'coach', password: 'secret-pass' });

    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.headers['x-requested-with']).toBe('fetch');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ username: 'coach', password: 'secret-pass' });
  });

  it('fails with "<status>: <response text>" when the answer is not ok', async () => {
    const failure = apiRequest('POST', `${baseUrl}/api/conflict`, { username: 'coach' });

    await expect(failure).rejects.toThrow(new ApiError(409, '409: {"message":"Username already taken"}'));
    await expect(failure).rejects.toMatchObject({ status: 409 });
  });

  it('falls back to the status text when the error answer has no body', async () => {
    await expect(apiRequest('DELETE', `${baseUrl}/api/unavailable`)).rejects.toThrow(
      '503: Service Unavailable',
    );
  });
});

describe('apiUpload', () => {
  it('sends the text as it is, with its own content type and X-Requested-With', async () => {
    received = [];

    await apiUpload('POST', `${baseUrl}/api/admin/events/import`, { type: 'text/csv', text: 'name,city\r\nSpring Showcase,Lancaster\r\n' });

    const request = lastRequest();
    expect(request.headers['content-type']).toBe('text/csv');
    expect(request.headers['x-requested-with']).toBe('fetch');
    expect(request.body).toBe('name,city\r\nSpring Showcase,Lancaster\r\n');
  });

  it('fails like any other call when the answer is not ok', async () => {
    await expect(apiUpload('POST', `${baseUrl}/api/conflict`, { type: 'text/csv', text: 'x' })).rejects.toMatchObject({ status: 409 });
  });
});

describe('errorMessage', () => {
  it('given a JSON error answer, when shown to a person, then only the server message is left', () => {
    expect(errorMessage(new ApiError(409, '409: {"message":"Username already taken"}'))).toBe('Username already taken');
  });

  it('given an answer that is not JSON, when shown to a person, then the text after the status is kept', () => {
    expect(errorMessage(new ApiError(503, '503: Service Unavailable'))).toBe('Service Unavailable');
    expect(errorMessage(new ApiError(400, '400: {"error":"no message field"}'))).toBe('{"error":"no message field"}');
  });

  it('given a network failure, when shown to a person, then its own message is used', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
