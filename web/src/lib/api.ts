import { takeEarlyRequest } from './early-requests';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Every call to the server goes through here: cookies ride along, the CSRF header is always present
 * (the server refuses state-changing requests without it), and a non-ok answer becomes an ApiError.
 */
export async function apiRequest(method: HttpMethod, url: string, payload?: unknown, options: { signal?: AbortSignal } = {}): Promise<Response> {
  return payload === undefined
    ? send(method, url, undefined, options.signal)
    : send(method, url, { type: 'application/json', text: JSON.stringify(payload) }, options.signal);
}

/** Sends a body that is not JSON (a CSV file, say) as the text it is, with its own content type. */
export function apiUpload(method: HttpMethod, url: string, body: { type: string; text: string }): Promise<Response> {
  return send(method, url, body);
}

async function send(method: HttpMethod, url: string, body?: { type: string; text: string }, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'fetch' };
  // `signal`: a caller that stops waiting (a closed dialog) lets the server stop working for it too.
  const init: RequestInit = { method, headers, credentials: 'include', ...(signal ? { signal } : {}) };
  if (body !== undefined) {
    headers['Content-Type'] = body.type;
    init.body = body.text;
  }
  // A signed-in page's first GETs may have been asked before the app ran (early-requests.ts).
  const early = method === 'GET' && !signal ? await takeEarlyRequest(url) : undefined;
  const response = early ?? (await fetch(url, init));
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
  }
  return response;
}

const statusPrefix = /^\d{3}: /;

/**
 * The human part of a failure, for toasts: the server answers errors as JSON `{message}`, which the client keeps
 * verbatim after "STATUS: " (spec section 8), so that message is dug out here, in one place, for every caller.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const text = error.message.replace(statusPrefix, '');
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON (a proxy's HTML page, a plain-text answer, a network failure): the text itself is the message.
  }
  return text;
}
