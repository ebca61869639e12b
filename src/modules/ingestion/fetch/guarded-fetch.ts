import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { checkOnlyHosts, checkUrl, guardedLookup, RefusedAddressError, RefusedUrlError } from './url-guard.js';

export interface GuardedGetOptions {
  allowedPrivateHosts: readonly string[];
  /** When not empty, the only hosts that may be reached (redirects included). */
  onlyHosts?: readonly string[];
  timeoutMs: number;
  /** The body is refused beyond this many bytes. */
  maxBytes: number;
  userAgent: string;
  signal?: AbortSignal;
  /** Sent as `Accept` (default `*\/*`). */
  accept?: string;
}

export interface GuardedResponse {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  /** The `Content-Type` header ('' when there is none). */
  contentType: string;
  text: string;
  /** The body's bytes as received (a document's, such as a PDF). */
  body: Buffer;
}

/** A guardedGet that failed; its message is one line for an admin ('Timed out after 30 s', 'Too many redirects'). */
export class FetchFailedError extends Error {
  override readonly name = 'FetchFailedError';
}

export const maxRedirects = 5;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : Number(seconds.toFixed(1))} s`;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB` : `${Math.round(bytes / 1024)} KB`;
}

function decode(body: Buffer, contentType: string): string {
  const charset = /charset="?([\w-]+)"?/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

type Hop = { status: number; location: string | undefined; contentType: string; body: Buffer };

function requestOnce(url: URL, options: GuardedGetOptions, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(options.allowedPrivateHosts),
      signal,
      headers: {
        'user-agent': options.userAgent,
        accept: options.accept ?? '*/*',
        'accept-encoding': 'identity',
      },
    });
    request.on('error', reject);
    request.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const contentType = String(response.headers['content-type'] ?? '');
      const location = response.headers.location;
      if (redirectStatuses.has(status) && location !== undefined) {
        response.resume();
        resolve({ status, location, contentType, body: Buffer.alloc(0) });
        request.destroy();
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        request.destroy();
        reject(new FetchFailedError(`Larger than ${formatBytes(options.maxBytes)}`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          request.destroy();
          reject(new FetchFailedError(`Larger than ${formatBytes(options.maxBytes)}`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ status, location: undefined, contentType, body: Buffer.concat(chunks) }));
      response.on('error', reject);
      response.on('aborted', () => reject(new FetchFailedError('The connection was closed before the response ended')));
    });
    request.end();
  });
}

/**
 * GET `url` from Node (robots.txt, iCalendar feeds), never reaching a refused address: every URL (the first and each
 * redirect, at most 5) is checked with checkUrl and every connection resolves through guardedLookup. Bounded in time
 * (`timeoutMs`, all redirects included) and size (`maxBytes`). Throws RefusedUrlError or FetchFailedError; any status
 * is returned (the caller decides what a 404 means).
 */
export async function guardedGet(url: string, options: GuardedGetOptions): Promise<GuardedResponse> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    await checkUrl(current, options.allowedPrivateHosts);
    checkOnlyHosts(current, options.onlyHosts);
    if (signal.aborted) throw abortError(options, timeout);
    let hop: Hop;
    try {
      hop = await requestOnce(new URL(current), options, signal);
    } catch (error) {
      throw translate(error, current, options, timeout);
    }
    if (hop.location === undefined) {
      return { url: current, status: hop.status, contentType: hop.contentType, text: decode(hop.body, hop.contentType), body: hop.body };
    }
    if (redirects >= maxRedirects) throw new FetchFailedError(`More than ${maxRedirects} redirects`);
    try {
      current = new URL(hop.location, current).href;
    } catch {
      throw new FetchFailedError(`Redirected to an invalid URL: ${hop.location}`);
    }
  }
}

function abortError(options: GuardedGetOptions, timeout: AbortSignal): Error {
  if (timeout.aborted) return new FetchFailedError(`Timed out after ${formatSeconds(options.timeoutMs)}`);
  return new FetchFailedError('Stopped');
}

function translate(error: unknown, url: string, options: GuardedGetOptions, timeout: AbortSignal): Error {
  if (error instanceof FetchFailedError || error instanceof RefusedUrlError) return error;
  if (error instanceof RefusedAddressError) return new RefusedUrlError(url, error.reason);
  if (timeout.aborted || options.signal?.aborted) return abortError(options, timeout);
  const code = (error as NodeJS.ErrnoException).code;
  const message = (error as Error).message?.split('\n')[0] ?? String(error);
  return new FetchFailedError(code ? `Could not connect (${code})` : message);
}
