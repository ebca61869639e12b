import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docker-compose.yml, read structurally: no YAML parser is among our dependencies, and the file keeps to block style
 * (two spaces a level), so a key's block is the lines indented deeper than the key, up to the next key at its level.
 */
const root = join(import.meta.dirname, '../..');
const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');

type Block = string[];

const indentOf = (line: string) => line.length - line.trimStart().length;
const meaningful = (lines: Block) => lines.filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));

/** The lines under `key:` at `indent` within `lines` (undefined when there is no such key). */
function block(lines: Block, key: string, indent: number): Block | undefined {
  const start = lines.findIndex((line) => indentOf(line) === indent && line.trimStart().startsWith(`${key}:`));
  if (start === -1) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.trim() !== '' && !line.trimStart().startsWith('#') && indentOf(line) <= indent);
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** `key: value` children of a mapping block, with the value unquoted (compose interpolation left as written). */
function entries(lines: Block): Map<string, string> {
  const first = meaningful(lines)[0];
  if (first === undefined) return new Map();
  const indent = indentOf(first);
  const result = new Map<string, string>();
  for (const line of meaningful(lines).filter((candidate) => indentOf(candidate) === indent)) {
    const colon = line.indexOf(':');
    result.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim().replace(/^"(.*)"$/, '$1'));
  }
  return result;
}

/** The items of a block sequence (`- item`). */
function items(lines: Block): string[] {
  return meaningful(lines)
    .filter((line) => line.trimStart().startsWith('- '))
    .map((line) => line.trimStart().slice(2).trim());
}

const lines = compose.split('\n');
const services = block(lines, 'services', 0) as Block;
const service = (name: string): Block => {
  const found = block(services, name, 2);
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};

describe('docker-compose.yml, the production shape', () => {
  it('given the file, then it has the four services this test reads', () => {
    expect(services).toBeDefined();
    expect([...entries(services).keys()]).toEqual(['eventstore', 'mongo', 'app', 'crawler']);
  });

  it.each(['eventstore', 'mongo'])('given the %s service, then it publishes no port and sits on an internal network only', (name) => {
    const database = service(name);
    expect(block(database, 'ports', 4)).toBeUndefined();
    expect(block(database, 'expose', 4)).toBeUndefined();
    expect(entries(database).get('network_mode')).toBeUndefined();
    const networks = items(block(database, 'networks', 4) ?? []);
    expect(networks).toEqual(['databases']);
    const declared = block(block(lines, 'networks', 0) ?? [], 'databases', 2) ?? [];
    expect(entries(declared).get('internal')).toBe('true');
  });

  it('given MongoDB, then access control is on, its users come from the environment, and an init script creates the app user', () => {
    const mongo = service('mongo');
    const environment = entries(block(mongo, 'environment', 4) ?? []);
    expect(environment.get('MONGO_INITDB_ROOT_USERNAME')).toMatch(/^\$\{MONGO_ROOT_USERNAME[:}]/);
    expect(environment.get('MONGO_INITDB_ROOT_PASSWORD')).toMatch(/^\$\{MONGO_ROOT_PASSWORD:\?/);
    expect(environment.get('MONGO_APP_USERNAME')).toMatch(/^\$\{MONGO_APP_USERNAME[:}]/);
    expect(environment.get('MONGO_APP_PASSWORD')).toMatch(/^\$\{MONGO_APP_PASSWORD:\?/);
    // A replica set with users needs a key file; mongod gets one.
    expect(block(mongo, 'entrypoint', 4)?.join('\n')).toMatch(/mongod --replSet rs0 .*--keyFile \S+/);

    const mounts = items(block(mongo, 'volumes', 4) ?? []);
    const init = mounts.find((mount) => mount.includes('/docker-entrypoint-initdb.d/'));
    expect(init).toBeDefined();
    const script = readFileSync(join(root, (init as string).split(':')[0]), 'utf8');
    expect(script).toContain('createUser');
    expect(script).toContain("role: 'readWrite'");
    expect(script).toContain('process.env.MONGO_APP_PASSWORD');

    const app = entries(block(service('app'), 'environment', 4) ?? []);
    expect(app.get('MONGODB_URL')).toMatch(/^mongodb:\/\/\$\{MONGO_APP_USERNAME[^}]*\}:\$\{MONGO_APP_PASSWORD[^}]*\}@mongo:27017\/fieldhockey\?.*authSource=fieldhockey/);
  });

  it('given EventStoreDB, then AtomPub over HTTP and the admin UI are off, and it runs no projections of its own', () => {
    const environment = entries(block(service('eventstore'), 'environment', 4) ?? []);
    expect(environment.get('EVENTSTORE_ENABLE_ATOM_PUB_OVER_HTTP')).toBe('false');
    expect(environment.get('EVENTSTORE_DISABLE_ADMIN_UI')).toBe('true');
    expect(environment.get('EVENTSTORE_RUN_PROJECTIONS')).toBe('None');
  });

  it('given EventStoreDB’s amd64-only image, then its platform is pinned to linux/amd64, saying why', () => {
    const eventstore = service('eventstore');
    const settings = entries(eventstore);
    expect(settings.get('image')).toMatch(/^eventstore\/eventstore:/);
    expect(settings.get('platform')).toBe('linux/amd64');
    const pin = eventstore.findIndex((line) => line.trim() === 'platform: linux/amd64');
    const comment = eventstore.slice(0, pin).filter((line) => line.trimStart().startsWith('#')).join(' ');
    expect(comment).toMatch(/amd64 only/);
    expect(comment).toMatch(/ARM host/);
  });

  it('given the app, then it starts once both databases are healthy, each having a healthcheck', () => {
    const dependsOn = block(service('app'), 'depends_on', 4) ?? [];
    for (const name of ['eventstore', 'mongo']) {
      expect(entries(block(dependsOn, name, 6) ?? []).get('condition')).toBe('service_healthy');
      expect(block(service(name), 'healthcheck', 4)).toEqual(expect.arrayContaining([expect.stringMatching(/^ {6}test:/)]));
    }
    expect(items(block(service('app'), 'ports', 4) ?? [])).toEqual(['"3000:3000"']);
  });

  describe('the crawler, apart from the app (issue 35)', () => {
    const crawler = () => service('crawler');
    const networkDeclared = (name: string) => entries(block(block(lines, 'networks', 0) ?? [], name, 2) ?? []);

    it('given the app, then it sends its crawls to the crawler, and never renders a page itself', () => {
      const app = entries(block(service('app'), 'environment', 4) ?? []);
      expect(app.get('CRAWLER_URL')).toBe('http://crawler:3100');
      expect(app.get('CRAWLER_TOKEN')).toMatch(/^\$\{CRAWLER_TOKEN:\?/);
      expect(app.has('SCRAPER_ALLOW_NO_SANDBOX')).toBe(false);
      expect(entries(block(block(service('app'), 'depends_on', 4) ?? [], 'crawler', 6) ?? []).get('condition')).toBe('service_healthy');
      expect(items(block(service('app'), 'networks', 4) ?? [])).toContain('crawl');
    });

    it('given the crawler, then it holds only its own token: no database URL, no secret of the app, no data volume', () => {
      const environment = entries(block(crawler(), 'environment', 4) ?? []);
      expect([...environment.keys()].sort()).toEqual(['CRAWLER_HOST', 'CRAWLER_PORT', 'CRAWLER_TOKEN', 'HOME', 'NODE_ENV', 'SCRAPER_ALLOW_NO_SANDBOX']);
      expect(environment.get('NODE_ENV')).toBe('production');
      expect(environment.get('SCRAPER_ALLOW_NO_SANDBOX')).toBe('false');
      expect(block(crawler(), 'volumes', 4)).toBeUndefined();
      expect(entries(crawler()).get('read_only')).toBe('true');
      expect(items(block(crawler(), 'tmpfs', 4) ?? [])).toEqual(['/tmp']);
      expect(entries(crawler()).get('command')).toBe('["node", "dist/crawler.js"]');
      expect(existsSync(join(root, 'src/crawler.ts'))).toBe(true);
    });

    it('given its networks, then it reaches the organizers’ sites and the app, never the databases, and publishes nothing', () => {
      expect(items(block(crawler(), 'networks', 4) ?? []).sort()).toEqual(['crawl', 'outside']);
      expect(block(crawler(), 'ports', 4)).toBeUndefined();
      expect(networkDeclared('crawl').get('internal')).toBe('true');
      for (const database of ['eventstore', 'mongo']) expect(items(block(service(database), 'networks', 4) ?? [])).not.toContain('crawl');
    });

    it('given its security options, then Chromium’s sandbox is allowed by the shipped seccomp profile, with no privileges to gain', () => {
      const options = items(block(crawler(), 'security_opt', 4) ?? []);
      const seccomp = options.find((option) => option.startsWith('seccomp='));
      expect(seccomp).toBe('seccomp=./docker/seccomp/crawler.json');
      expect(existsSync(join(root, (seccomp as string).slice('seccomp='.length)))).toBe(true);
      expect(options).toContain('no-new-privileges:true');
      expect(items(block(crawler(), 'cap_drop', 4) ?? [])).toEqual(['ALL']);
    });
  });
});
