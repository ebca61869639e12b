import { checkOnlyHosts, checkUrl, classifyAddress, guardedLookup, RefusedAddressError, RefusedUrlError, refuseHostWithoutDns } from './url-guard.js';

// No network here: IP literals only, `localhost` (answered from /etc/hosts) and injected resolvers.
type Resolver = (host: string) => Promise<readonly string[]>;

const noDns: Resolver = async () => {
  throw new Error('DNS must not be asked');
};

async function refusal(url: string, allowed: readonly string[] = [], resolve: Resolver = noDns): Promise<string> {
  try {
    await checkUrl(url, allowed, resolve);
  } catch (error) {
    expect(error).toBeInstanceOf(RefusedUrlError);
    return (error as RefusedUrlError).message;
  }
  return 'allowed';
}

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.1.2', 'a loopback address'],
    ['10.0.0.1', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['100.64.0.1', 'a private (carrier-grade NAT) address'],
    ['100.127.255.254', 'a private (carrier-grade NAT) address'],
    ['169.254.169.254', 'a link-local address'],
    ['169.254.0.1', 'a link-local address'],
    ['0.0.0.0', 'an unspecified address'],
    ['0.1.2.3', 'a reserved address'],
    ['224.0.0.1', 'a multicast address'],
    ['239.255.255.250', 'a multicast address'],
    ['255.255.255.255', 'a broadcast address'],
    ['240.0.0.1', 'a reserved address'],
    ['::1', 'a loopback address'],
    ['::', 'an unspecified address'],
    ['fc00::1', 'a private address'],
    ['fd12:3456::1', 'a private address'],
    ['fd00:ec2::254', 'a cloud metadata address'],
    ['fe80::1', 'a link-local address'],
    ['fe80::1%eth0', 'a link-local address'],
    ['ff02::1', 'a multicast address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['::ffff:169.254.169.254', 'a link-local address'],
    ['::ffff:a00:1', 'a private address'],
    ['64:ff9b::10.0.0.1', 'a private address'],
    ['2002:7f00:1::1', 'a loopback address'],
    ['[::1]', 'a loopback address'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '192.169.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '2002:808:808::1'])(
    '%s is public',
    (address) => {
      expect(classifyAddress(address)).toBeNull();
    },
  );

  it('says when it is given no IP address', () => {
    expect(classifyAddress('example.org')).toBe('not an IP address');
  });
});

describe('checkUrl', () => {
  it('refuses IP literals of non-public addresses without asking DNS', async () => {
    expect(await refusal('http://169.254.169.254/latest/meta-data/')).toBe(
      'Refused http://169.254.169.254/latest/meta-data/: 169.254.169.254 is a link-local address',
    );
    expect(await refusal('http://10.0.0.1/')).toBe('Refused http://10.0.0.1/: 10.0.0.1 is a private address');
    expect(await refusal('http://[::1]:8080/')).toBe('Refused http://[::1]:8080/: ::1 is a loopback address');
    expect(await refusal('http://[::ffff:127.0.0.1]/')).toBe('Refused http://[::ffff:127.0.0.1]/: ::ffff:7f00:1 is a loopback address');
    expect(await refusal('http://[fd00:ec2::254]/')).toBe('Refused http://[fd00:ec2::254]/: fd00:ec2::254 is a cloud metadata address');
    expect(await refusal('http://0.0.0.0:3000/')).toBe('Refused http://0.0.0.0:3000/: 0.0.0.0 is an unspecified address');
  });

  it('reads the odd ways of writing an IPv4 address as the URL parser (and Chromium) does', async () => {
    expect(await refusal('http://2130706433/')).toBe('Refused http://2130706433/: 127.0.0.1 is a loopback address');
    expect(await refusal('http://0x7f.1/')).toBe('Refused http://0x7f.1/: 127.0.0.1 is a loopback address');
    expect(await refusal('http://0251.0376.0251.0376/')).toBe('Refused http://0251.0376.0251.0376/: 169.254.169.254 is a link-local address');
  });

  it('refuses localhost and the metadata host names by name', async () => {
    expect(await refusal('http://localhost:3000/')).toBe('Refused http://localhost:3000/: localhost is a loopback address');
    expect(await refusal('http://app.localhost/')).toBe('Refused http://app.localhost/: app.localhost is a loopback address');
    expect(await refusal('http://metadata.google.internal/computeMetadata/v1/')).toBe(
      'Refused http://metadata.google.internal/computeMetadata/v1/: metadata.google.internal is a cloud metadata address',
    );
    expect(await refusal('http://METADATA.google.internal./')).toBe(
      'Refused http://METADATA.google.internal./: metadata.google.internal is a cloud metadata address',
    );
  });

  it('refuses anything but http and https, and credentials in URLs', async () => {
    expect(await refusal('ftp://127.0.0.1/file')).toBe('Refused ftp://127.0.0.1/file: ftp is not http or https');
    expect(await refusal('file:///etc/passwd')).toBe('Refused file:///etc/passwd: file is not http or https');
    expect(await refusal('javascript:alert(1)')).toBe('Refused javascript:alert(1): javascript is not http or https');
    expect(await refusal('not a url')).toBe('Refused not a url: not a valid URL');
    expect(await refusal('http://user:secret@8.8.8.8/')).toBe('Refused http://user:secret@8.8.8.8/: URLs with credentials are not crawled');
  });

  it('allows a listed host exactly as written, and nothing else because of it', async () => {
    expect(await refusal('http://127.0.0.1:4000/events', ['127.0.0.1'])).toBe('allowed');
    expect(await refusal('http://localhost:4000/events', ['127.0.0.1'])).toBe(
      'Refused http://localhost:4000/events: localhost is a loopback address',
    );
    expect(await refusal('http://127.0.0.2/', ['127.0.0.1'])).toBe('Refused http://127.0.0.2/: 127.0.0.2 is a loopback address');
    expect(await refusal('http://localhost:4000/', ['localhost'])).toBe('allowed');
    expect(await refusal('http://[::1]:4000/', ['[::1]'])).toBe('allowed');
  });

  it('allows a host listed with a port on that port only, and every port of a host listed without one', async () => {
    expect(await refusal('http://127.0.0.1:8080/events', ['127.0.0.1:8080'])).toBe('allowed');
    expect(await refusal('http://127.0.0.1:5432/', ['127.0.0.1:8080'])).toBe('Refused http://127.0.0.1:5432/: port 5432 of 127.0.0.1 is not allowed');
    expect(await refusal('http://127.0.0.1/', ['127.0.0.1:8080'])).toBe('Refused http://127.0.0.1/: port 80 of 127.0.0.1 is not allowed');
    expect(await refusal('http://[::1]:3000/', ['[::1]:3000'])).toBe('allowed');
    expect(await refusal('http://[::1]:3001/', ['[::1]:3000'])).toBe('Refused http://[::1]:3001/: port 3001 of ::1 is not allowed');
    expect(await refusal('http://127.0.0.1:5432/', ['127.0.0.1:8080', '127.0.0.1'])).toBe('allowed');
  });

  it('allows public IP literals without asking DNS', async () => {
    expect(await refusal('https://8.8.8.8/calendar.ics')).toBe('allowed');
    expect(await refusal('http://[2606:4700::1111]/')).toBe('allowed');
  });

  it('resolves a name and refuses it when any of its addresses is not public', async () => {
    const resolver = (answers: Record<string, string[]>) => async (host: string) => answers[host] ?? [];
    const dns = resolver({ 'events.example': ['93.184.216.34'], 'rebind.example': ['93.184.216.34', '10.1.2.3'], 'v6.example': ['::1'] });
    expect(await refusal('https://events.example/camps', [], dns)).toBe('allowed');
    expect(await refusal('https://rebind.example/', [], dns)).toBe(
      'Refused https://rebind.example/: rebind.example resolves to a private address',
    );
    expect(await refusal('https://v6.example/', [], dns)).toBe('Refused https://v6.example/: v6.example resolves to a loopback address');
    expect(await refusal('https://nothing.example/', [], dns)).toBe('Refused https://nothing.example/: nothing.example has no address');
    const failing = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await refusal('https://gone.example/', [], failing)).toBe('Refused https://gone.example/: gone.example could not be resolved (ENOTFOUND)');
  });
});

describe('refuseHostWithoutDns', () => {
  it('judges literals and the always-refused names, and leaves other names to DNS', () => {
    expect(refuseHostWithoutDns('10.0.0.1', [])).toBe('10.0.0.1 is a private address');
    expect(refuseHostWithoutDns('[::1]', [])).toBe('::1 is a loopback address');
    expect(refuseHostWithoutDns('localhost', [])).toBe('localhost is a loopback address');
    expect(refuseHostWithoutDns('127.0.0.1', ['127.0.0.1'])).toBeNull();
    expect(refuseHostWithoutDns('8.8.8.8', [])).toBeNull();
    expect(refuseHostWithoutDns('events.example', [])).toBeNull();
  });
});

describe('guardedLookup', () => {
  const lookup = (host: string, allowed: readonly string[], all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) => {
      guardedLookup(allowed)(host, { all }, (error, address) => resolve({ error, address }));
    });

  it('fails a socket for localhost (refused by name, before any resolution)', async () => {
    const { error } = await lookup('localhost', [], false);
    expect(error).toBeInstanceOf(RefusedAddressError);
    expect((error as RefusedAddressError).reason).toBe('localhost is a loopback address');
  });

  it('resolves an allow-listed name like dns.lookup, in both answer shapes', async () => {
    const single = await lookup('localhost', ['localhost'], false);
    expect(single.error).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(single.address);
    const all = await lookup('localhost', ['localhost'], true);
    expect(all.error).toBeNull();
    expect(Array.isArray(all.address)).toBe(true);
  });
});

describe('the only-hosts list', () => {
  it('refuses every host it does not list, and nothing when empty', () => {
    expect(() => checkOnlyHosts('http://127.0.0.1:8080/events', ['127.0.0.1'])).not.toThrow();
    expect(() => checkOnlyHosts('https://www.usafieldhockey.com/events', ['127.0.0.1'])).toThrow(
      'Refused https://www.usafieldhockey.com/events: www.usafieldhockey.com is not among the hosts scrapers may reach',
    );
    expect(() => checkOnlyHosts('https://www.usafieldhockey.com/events', [])).not.toThrow();
    expect(() => checkOnlyHosts('https://www.usafieldhockey.com/events', undefined)).not.toThrow();
  });
});
