import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';

/**
 * The crawler reaches only public addresses: a URL whose host is (or resolves to) a loopback, private, link-local,
 * unspecified, multicast, broadcast, reserved or cloud metadata address is refused, unless its host is listed in
 * `allowedPrivateHosts` exactly as written in the URL (tests list `127.0.0.1`), or with the one port it may be reached on
 * (`127.0.0.1:8080`).
 */
export class RefusedUrlError extends Error {
  override readonly name = 'RefusedUrlError';

  constructor(
    /** The URL refused, as given. */
    readonly url: string,
    /** Why, e.g. '169.254.169.254 is a link-local address'. */
    readonly reason: string,
  ) {
    super(`Refused ${url}: ${reason}`);
  }
}

const allowedProtocols = new Set(['http:', 'https:']);

/** Names refused without asking DNS: they are loopback or metadata whatever a resolver answers. */
const refusedNames: ReadonlyArray<{ test: (host: string) => boolean; kind: string }> = [
  { test: (host) => host === 'localhost' || host.endsWith('.localhost'), kind: 'a loopback address' },
  { test: (host) => host === 'metadata.google.internal' || host === 'metadata', kind: 'a cloud metadata address' },
];

type Range = { base: bigint; bits: number; kind: string };

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

/** The 128-bit value of an IPv6 address (`::`, an embedded dotted IPv4 tail and a zone id allowed). */
function ipv6ToBigInt(address: string): bigint {
  let text = address.split('%')[0];
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = ipv4ToBigInt(tail);
    text = `${text.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head === '' ? [] : head.split(':');
  const restGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - headGroups.length - restGroups.length;
  const groups = [...headGroups, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...restGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function v4(cidr: string, kind: string): Range {
  const [base, bits] = cidr.split('/');
  return { base: ipv4ToBigInt(base), bits: Number(bits), kind };
}

function v6(cidr: string, kind: string): Range {
  const [base, bits] = cidr.split('/');
  return { base: ipv6ToBigInt(base), bits: Number(bits), kind };
}

const loopback = 'a loopback address';
const privateAddress = 'a private address';
const linkLocal = 'a link-local address';
const reserved = 'a reserved address';

// First match wins: the narrower ranges come before the wider ones that contain them.
const ipv4Ranges: readonly Range[] = [
  v4('0.0.0.0/32', 'an unspecified address'),
  v4('0.0.0.0/8', reserved),
  v4('127.0.0.0/8', loopback),
  v4('10.0.0.0/8', privateAddress),
  v4('172.16.0.0/12', privateAddress),
  v4('192.168.0.0/16', privateAddress),
  v4('100.64.0.0/10', 'a private (carrier-grade NAT) address'),
  v4('169.254.0.0/16', linkLocal),
  v4('192.0.0.0/24', reserved),
  v4('192.0.2.0/24', reserved),
  v4('198.18.0.0/15', reserved),
  v4('198.51.100.0/24', reserved),
  v4('203.0.113.0/24', reserved),
  v4('224.0.0.0/4', 'a multicast address'),
  v4('255.255.255.255/32', 'a broadcast address'),
  v4('240.0.0.0/4', reserved),
];

const ipv6Ranges: readonly Range[] = [
  v6('::/128', 'an unspecified address'),
  v6('::1/128', loopback),
  v6('fd00:ec2::254/128', 'a cloud metadata address'),
  v6('fc00::/7', privateAddress),
  v6('fe80::/10', linkLocal),
  v6('fec0::/10', privateAddress),
  v6('ff00::/8', 'a multicast address'),
  v6('100::/64', reserved),
  v6('2001:db8::/32', reserved),
];

function inRange(value: bigint, range: Range, width: number): boolean {
  const shift = BigInt(width - range.bits);
  return value >> shift === range.base >> shift;
}

function classifyIpv4(address: string): string | null {
  const value = ipv4ToBigInt(address);
  return ipv4Ranges.find((range) => inRange(value, range, 32))?.kind ?? null;
}

function bigIntToIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/**
 * What kind of non-public address `address` (an IPv4 or IPv6 literal, brackets allowed) is, e.g. 'a loopback address';
 * null for a public address. IPv6 forms that embed an IPv4 address (mapped, compatible, NAT64, 6to4) are judged by the
 * IPv4 address they carry. Anything that is not an IP address is reported as 'not an IP address'.
 */
export function classifyAddress(address: string): string | null {
  const text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = isIP(text);
  if (family === 4) return classifyIpv4(text);
  if (family !== 6) return 'not an IP address';
  const value = ipv6ToBigInt(text);
  const direct = ipv6Ranges.find((range) => inRange(value, range, 128));
  if (direct) return direct.kind;
  const low32 = value & 0xffffffffn;
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible, deprecated), 64:ff9b::a.b.c.d (NAT64).
  if (value >> 32n === 0xffffn || value >> 32n === 0n || value >> 32n === ipv6ToBigInt('64:ff9b::') >> 32n) {
    return classifyIpv4(bigIntToIpv4(low32));
  }
  // 2002:a.b.c.d::/48 (6to4).
  if (value >> 112n === 0x2002n) return classifyIpv4(bigIntToIpv4((value >> 80n) & 0xffffffffn));
  return null;
}

/** A host name as written in a URL, without the brackets of an IPv6 literal or a final dot. */
function bareHost(hostname: string): string {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return host.endsWith('.') ? host.slice(0, -1).toLowerCase() : host.toLowerCase();
}

/** An allow-list entry: a host, or a host and the one port it may be reached on ("db.internal:8080", "[::1]:3000"). */
function allowedEntry(entry: string): { host: string; port: number | null } {
  const withPort = /^(\[[0-9a-fA-F:.%]+\]|[^:[\]]+):(\d{1,5})$/.exec(entry.trim());
  return withPort ? { host: bareHost(withPort[1]), port: Number(withPort[2]) } : { host: bareHost(entry.trim()), port: null };
}

/**
 * Whether a private host is allow-listed: by its name alone (every port) or with this port. Without a port (a DNS
 * lookup, which knows none), a host listed with any port is allowed: the port is checked where it is known.
 */
export function isAllowedPrivateHost(hostname: string, allowedPrivateHosts: readonly string[], port?: number): boolean {
  const bare = bareHost(hostname);
  return allowedPrivateHosts.map(allowedEntry).some((entry) => entry.host === bare && (entry.port === null || port === undefined || entry.port === port));
}

/** A URL's port, its scheme's default when it gives none. */
export const portOf = (url: URL): number => (url.port !== '' ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/**
 * The refusal of a port the allow-list does not give a host listed only with ports ("127.0.0.1:8080" allows no other
 * port of 127.0.0.1), or null.
 */
export function refusePort(hostname: string, port: number, allowedPrivateHosts: readonly string[]): string | null {
  const bare = bareHost(hostname);
  const entries = allowedPrivateHosts.map(allowedEntry).filter((entry) => entry.host === bare);
  if (entries.length === 0 || entries.some((entry) => entry.port === null || entry.port === port)) return null;
  return `port ${port} of ${bare} is not allowed`;
}

/**
 * Refuses, without DNS, a host that is an IP literal of a non-public address or a name that is always one
 * (`localhost`, `metadata.google.internal`). Returns the reason, or null when the host may still be a name to resolve.
 */
export function refuseHostWithoutDns(hostname: string, allowedPrivateHosts: readonly string[]): string | null {
  if (isAllowedPrivateHost(hostname, allowedPrivateHosts)) return null;
  const host = bareHost(hostname);
  if (isIP(host) !== 0) {
    const kind = classifyAddress(host);
    return kind === null ? null : `${host} is ${kind}`;
  }
  const name = refusedNames.find((entry) => entry.test(host));
  return name ? `${host} is ${name.kind}` : null;
}

/** The reason the first refused address of `addresses` (resolved from `host`) is refused, or null if all are public. */
function refuseAddresses(host: string, addresses: readonly string[]): string | null {
  if (addresses.length === 0) return `${host} has no address`;
  for (const address of addresses) {
    const kind = classifyAddress(address);
    // The address a name resolves to stays in the server: an admin (or a page) learns only that it is refused and why.
    if (kind !== null) return address === host ? `${host} is ${kind}` : `${host} resolves to ${kind}`;
  }
  return null;
}

type Resolver = (host: string) => Promise<readonly string[]>;

const resolveAll: Resolver = (host) =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve(addresses.map((entry) => entry.address));
    });
  });

/** Throws RefusedUrlError when `onlyHosts` is not empty and does not list the URL's host. */
export function checkOnlyHosts(url: string, onlyHosts: readonly string[] | undefined): void {
  if (!onlyHosts || onlyHosts.length === 0) return;
  const host = bareHost(new URL(url).hostname);
  if (!onlyHosts.some((allowed) => bareHost(allowed) === host)) throw new RefusedUrlError(url, `${host} is not among the hosts scrapers may reach`);
}

/**
 * Throws RefusedUrlError unless `url` is http(s) and its host is allowed: an IP literal is judged without DNS, a name
 * is resolved with `dns.lookup(host, {all: true})` and every address it resolves to must be public.
 */
export async function checkUrl(url: string, allowedPrivateHosts: readonly string[], resolve: Resolver = resolveAll): Promise<void> {
  const parsed = parseCrawlableUrl(url);
  await checkHost(url, parsed.hostname, allowedPrivateHosts, resolve, portOf(parsed));
}

/** checkUrl's checks that need no DNS: a valid URL, http or https, no credentials. Throws RefusedUrlError. */
export function parseCrawlableUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RefusedUrlError(url, 'not a valid URL');
  }
  if (!allowedProtocols.has(parsed.protocol)) {
    throw new RefusedUrlError(url, `${parsed.protocol.replace(/:$/, '')} is not http or https`);
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw new RefusedUrlError(url, 'URLs with credentials are not crawled');
  }
  return parsed;
}

/** checkUrl's host check, for a host taken from somewhere else than a URL (a CONNECT request). */
export async function checkHost(
  url: string,
  hostname: string,
  allowedPrivateHosts: readonly string[],
  resolve: Resolver = resolveAll,
  port?: number,
): Promise<void> {
  const wrongPort = port === undefined ? null : refusePort(hostname, port, allowedPrivateHosts);
  if (wrongPort !== null) throw new RefusedUrlError(url, wrongPort);
  if (isAllowedPrivateHost(hostname, allowedPrivateHosts, port)) return;
  const immediate = refuseHostWithoutDns(hostname, allowedPrivateHosts);
  if (immediate !== null) throw new RefusedUrlError(url, immediate);
  const host = bareHost(hostname);
  if (isIP(host) !== 0) return;
  let addresses: readonly string[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new RefusedUrlError(url, `${host} could not be resolved (${code})`);
  }
  const refused = refuseAddresses(host, addresses);
  if (refused !== null) throw new RefusedUrlError(url, refused);
}

export type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
export type LookupFunction = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

/** The error a guarded lookup fails a socket with: Node reports it as the socket's error. */
export class RefusedAddressError extends Error {
  override readonly name = 'RefusedAddressError';
  readonly code = 'EREFUSEDADDRESS';

  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * A `lookup` for `net.connect`/`http.request` that resolves like `dns.lookup` and fails with RefusedAddressError when
 * any address is not public (unless the host is allow-listed), so the address checked is the address connected to:
 * no gap for DNS rebinding. Node does not call `lookup` for IP literals: check those with `refuseHostWithoutDns` first.
 */
export function guardedLookup(allowedPrivateHosts: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    const immediate = refuseHostWithoutDns(hostname, allowedPrivateHosts);
    if (immediate !== null) {
      callback(new RefusedAddressError(immediate), options.all ? [] : '', undefined);
      return;
    }
    const allOptions: LookupAllOptions = { ...options, all: true };
    dnsLookup(hostname, allOptions, (error, addresses) => {
      if (error) {
        callback(error, options.all ? [] : '', undefined);
        return;
      }
      if (!isAllowedPrivateHost(hostname, allowedPrivateHosts)) {
        const refused = refuseAddresses(bareHost(hostname), addresses.map((entry) => entry.address));
        if (refused !== null) {
          callback(new RefusedAddressError(refused), options.all ? [] : '', undefined);
          return;
        }
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
