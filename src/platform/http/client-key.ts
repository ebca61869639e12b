import { isIPv6 } from 'node:net';
import type { Request } from 'express';

/** The hextets of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function hextets(address: string): string[] | null {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const withIpv4 = (groups: string[]) => {
    const last = groups.at(-1);
    if (last === undefined || !last.includes('.')) return groups;
    const bytes = last.split('.').map(Number);
    return [...groups.slice(0, -1), ((bytes[0] << 8) | bytes[1]).toString(16), ((bytes[2] << 8) | bytes[3]).toString(16)];
  };
  const front = withIpv4(part(head));
  const back = withIpv4(part(tail));
  const missing = 8 - front.length - back.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...front, ...Array<string>(Math.max(0, missing)).fill('0'), ...back].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * Whom a rate limit counts: the client address Express derives (with `trust proxy`), an IPv6 client as its
 * /64, since one subscriber usually holds a whole /64 and could otherwise take a fresh address per request.
 * An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) is the IPv4 client it stands for.
 */
export function clientKeyOf(address: string | undefined): string {
  if (address === undefined || address === '') return 'unknown';
  const unzoned = address.split('%')[0].toLowerCase();
  if (!isIPv6(unzoned)) return unzoned;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(unzoned);
  if (mapped) return mapped[1];
  const groups = hextets(unzoned);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : unzoned;
}

export function clientKey(request: Request): string {
  return clientKeyOf(request.ip ?? request.socket.remoteAddress);
}
