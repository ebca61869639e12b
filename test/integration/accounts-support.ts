import { randomBytes } from 'node:crypto';
import request, { type Response, type Test } from 'supertest';
import type { AccountsOptions } from '../../src/modules/accounts/accounts-options.js';
import type { ThrottleOptions } from '../../src/platform/http/throttles.js';

/** Every test request comes from 127.0.0.1: suites that do not test the limits lift them. */
export const generousLimits: AccountsOptions = {
  loginPerClient: { points: 100_000, durationSeconds: 60 },
  loginFailuresPerAccountAndClient: { points: 100_000, durationSeconds: 60 },
  identityClaimsPerClient: { points: 100_000, durationSeconds: 60 },
};

/** Per-user throttles out of the way, for suites that write far faster than a person (fuzzing). */
export const generousThrottles: ThrottleOptions = {
  checkoutsPerUser: { points: 100_000, durationSeconds: 60 },
  memberWritesPerUser: { points: 100_000, durationSeconds: 60 },
  exportsPerUser: { points: 100_000, durationSeconds: 60 },
};

/** A browser: keeps the cookies it is given and sends the SPA's `X-Requested-With: fetch` on writes. */
export interface Browser {
  get(path: string): Test;
  post(path: string, body?: object): Test;
  patch(path: string, body: object): Test;
  put(path: string, body: object): Test;
  delete(path: string): Test;
  /** A write with a body that is not JSON, such as a CSV file. */
  postText(path: string, text: string, contentType: string): Test;
  /** Another browser that sends exactly this cookie (as a stolen or restored cookie would be). */
  withCookie(cookie: string): Browser;
}

export function browser(url: string, cookie?: string): Browser {
  const agent = request.agent(url);
  const prepare = (test: Test) => (cookie === undefined ? test : test.set('Cookie', cookie));
  const write = (test: Test, body?: object) => {
    const prepared = prepare(test).set('X-Requested-With', 'fetch');
    return body === undefined ? prepared : prepared.send(body);
  };
  return {
    get: (path) => prepare(agent.get(path)),
    post: (path, body) => write(agent.post(path), body),
    patch: (path, body) => write(agent.patch(path), body),
    put: (path, body) => write(agent.put(path), body),
    delete: (path) => write(agent.delete(path)),
    postText: (path, text, contentType) => write(agent.post(path)).set('Content-Type', contentType).send(text),
    withCookie: (other) => browser(url, other),
  };
}

/** `sid=<value>` from a response that signed in. */
export function sessionCookie(response: Response): string {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = header?.find((line) => line.startsWith('sid='))?.split(';')[0];
  if (!cookie) throw new Error(`No session cookie in the answer (${response.status})`);
  return cookie;
}

let counter = 0;

/** A valid username, unique within the run (3 to 32 characters). */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix.slice(0, 16)}-${counter}-${randomBytes(3).toString('hex')}`;
}
