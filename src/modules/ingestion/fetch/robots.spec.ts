import { startFixtureSite, type FixtureSite } from '../../../../test/support/fixture-site.js';
import { RobotsRules, robotsToken } from './robots.js';

const userAgent = 'Mozilla/5.0 (compatible; FieldHockeyEventsBot/1.0; +https://example.org/bot)';
const rules = () => new RobotsRules({ userAgent, allowedPrivateHosts: ['127.0.0.1'], timeoutMs: 1_000 });

describe('robotsToken', () => {
  it('finds the product token robots.txt groups name', () => {
    expect(robotsToken(userAgent)).toBe('FieldHockeyEventsBot');
    expect(robotsToken('FieldHockeyEventsBot/1.0 (+https://example.org/bot)')).toBe('FieldHockeyEventsBot');
  });
});

describe('RobotsRules', () => {
  let site: FixtureSite;
  afterEach(async () => {
    await site.close();
  });

  it('obeys the group naming the crawler, reading robots.txt once per origin', async () => {
    site = await startFixtureSite({
      '/robots.txt': {
        headers: { 'content-type': 'text/plain' },
        body: 'User-agent: *\nDisallow: /\n\nUser-agent: FieldHockeyEventsBot\nDisallow: /events/private\nAllow: /\n',
      },
    });
    const robots = rules();

    expect(await robots.check(new URL(`${site.url}/events`))).toEqual({ allowed: true });
    expect(await robots.check(new URL(`${site.url}/events/private/1`))).toEqual({ allowed: false, reason: 'Disallowed by robots.txt' });
    expect(site.requests).toEqual(['/robots.txt']);
  });

  it('allows everything when robots.txt is missing, and nothing when it cannot be read', async () => {
    site = await startFixtureSite({});
    expect(await rules().check(new URL(`${site.url}/events`))).toEqual({ allowed: true });

    site.setRoutes({ '/robots.txt': { status: 500, body: 'Oops' } });
    expect(await rules().check(new URL(`${site.url}/events`))).toEqual({ allowed: false, reason: 'robots.txt could not be read' });

    site.setRoutes({ '/robots.txt': { hang: true } });
    expect(await rules().check(new URL(`${site.url}/events`))).toEqual({ allowed: false, reason: 'robots.txt could not be read' });

    site.setRoutes({ '/robots.txt': { status: 302, headers: { location: 'http://169.254.169.254/robots.txt' }, body: '' } });
    expect(await rules().check(new URL(`${site.url}/events`))).toEqual({ allowed: false, reason: 'robots.txt could not be read' });
  });
});
