import { describe, expect, it } from '@jest/globals';
import { clientKeyOf } from './client-key.js';

describe('clientKeyOf', () => {
  it('given an IPv4 client, then the key is its address', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('given two IPv6 addresses of one /64, then they share a key; another /64 gets another', () => {
    const key = clientKeyOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0db8:0001:0002::1')).toBe(key);
    expect(clientKeyOf('2001:DB8:1:2:ffff::')).toBe(key);
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(key);
  });

  it('given compressed, zoned and embedded-IPv4 forms, then each is expanded before the /64 is taken', () => {
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKeyOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('given an IPv4 address written as IPv6, then it is that IPv4 client', () => {
    expect(clientKeyOf('::ffff:198.51.100.4')).toBe('198.51.100.4');
  });

  it('given no address, then every such request shares one key', () => {
    expect(clientKeyOf(undefined)).toBe('unknown');
    expect(clientKeyOf('')).toBe('unknown');
  });
});
