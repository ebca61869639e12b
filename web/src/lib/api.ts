export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

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
export async function apiRequest(method: HttpMethod, url: string, payload?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'fetch' };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(payload);
  }
  const response = await fetch(url, init);
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
  }
  return response;
}
