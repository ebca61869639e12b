import robotsParserModule from 'robots-parser';
import { guardedGet } from './guarded-fetch.js';

// The package is CommonJS (`module.exports = function`) while its types declare a default export: under NodeNext the
// default import is typed as the module object, but at run time it is the function itself.
const robotsParser = ((robotsParserModule as unknown as { default?: unknown }).default ??
  robotsParserModule) as typeof robotsParserModule.default;

export type RobotsVerdict = { allowed: true } | { allowed: false; reason: string };

export const disallowedReason = 'Disallowed by robots.txt';
export const unreadableReason = 'robots.txt could not be read';

const maxRobotsBytes = 512 * 1024;

/**
 * The token robots.txt groups name a crawler by: `ExampleBot` for `ExampleBot/1.0 (+https://...)` and for
 * `Mozilla/5.0 (compatible; ExampleBot/1.0; +https://...)`.
 */
export function robotsToken(userAgent: string): string {
  const compatible = /compatible;\s*([^\s/;)]+)/i.exec(userAgent);
  if (compatible) return compatible[1];
  return userAgent.trim().split(/[\s/]/)[0] || userAgent;
}

type Rules = { allows(url: string): boolean } | 'unreadable';

/**
 * robots.txt, read once per origin: 2xx is obeyed, 4xx (429 aside) allows everything, 5xx/429 or no answer at all
 * disallows everything ('robots.txt could not be read').
 */
export class RobotsRules {
  private readonly byOrigin = new Map<string, Promise<Rules>>();
  private readonly token: string;

  constructor(
    private readonly options: {
      userAgent: string;
      allowedPrivateHosts: readonly string[];
      onlyHosts?: readonly string[];
      timeoutMs: number;
      signal?: AbortSignal;
    },
  ) {
    this.token = robotsToken(options.userAgent);
  }

  async check(url: URL): Promise<RobotsVerdict> {
    let rules = this.byOrigin.get(url.origin);
    if (!rules) {
      rules = this.read(url.origin);
      this.byOrigin.set(url.origin, rules);
    }
    const resolved = await rules;
    if (resolved === 'unreadable') return { allowed: false, reason: unreadableReason };
    return resolved.allows(url.href) ? { allowed: true } : { allowed: false, reason: disallowedReason };
  }

  private async read(origin: string): Promise<Rules> {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const response = await guardedGet(robotsUrl, {
        allowedPrivateHosts: this.options.allowedPrivateHosts,
        onlyHosts: this.options.onlyHosts,
        timeoutMs: this.options.timeoutMs,
        maxBytes: maxRobotsBytes,
        userAgent: this.options.userAgent,
        signal: this.options.signal,
        accept: 'text/plain,*/*;q=0.5',
      });
      if (response.status >= 200 && response.status < 300) {
        const robots = robotsParser(robotsUrl, response.text);
        // isAllowed is undefined for a URL of another origin: never asked here, and then allowed.
        return { allows: (url) => robots.isAllowed(url, this.token) !== false };
      }
      if (response.status >= 400 && response.status < 500 && response.status !== 429) return { allows: () => true };
      return 'unreadable';
    } catch {
      return 'unreadable';
    }
  }
}
