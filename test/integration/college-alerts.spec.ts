import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { NotificationRunner } from '../../src/modules/notifications/runs/notification-runner.js';
import { addDays } from '../../src/platform/time/calendar-date.js';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, generousLimits } from './accounts-support.js';
import { adminEnv, dataDirWithListings, inMonths, listEvent, signedInAdmin, today, userAt } from './catalog-support.js';

const PUBLIC_URL = 'http://fieldhockey.test';

/** 14:00 UTC: 09:00 or 10:00 in New York (the server's time zone), the same calendar day there. */
const morningOf = (date: string) => new Date(`${date}T14:00:00.000Z`);

interface Member {
  client: Browser;
  email: string;
}

describe('Follow a college: the day’s mail when a followed college is added to an upcoming event (the real app over HTTP)', () => {
  let sink: SmtpSink;
  let server: TestApp;
  let removeDataDir: () => void;
  let admin: Browser;
  let D: string;
  const ids = {} as Record<'hartford' | 'lancaster' | 'far', string>;
  const users = {} as Record<'follower' | 'seguidora' | 'quiet' | 'other', Member>;
  const run = (now: Date) => server.app.get(NotificationRunner).run(now);
  const subjects = (who: Member) => sink.to(who.email).map((mail) => mail.mail.subject);

  async function proFollowing(colleges: string[]): Promise<Member> {
    const { client } = await userAt(server.url, admin, 'pro');
    const { email } = (await client.patch('/api/user', { followedColleges: colleges }).expect(200)).body as { email: string };
    return { client, email };
  }

  beforeAll(async () => {
    D = today();
    sink = await startSmtpSink();
    const data = await dataDirWithListings([
      { name: 'Hartford Fall Showcase', city: 'Hartford', state: 'CT', startDate: addDays(D, 20), collegesAttending: ['UNC'] },
      { name: 'Lancaster Winter Camp', city: 'Lancaster', state: 'PA', startDate: addDays(D, 30) },
      { name: 'Far Future Showcase', city: 'Hartford', state: 'CT', startDate: inMonths(14) },
    ]);
    [ids.hartford, ids.lancaster, ids.far] = data.ids;
    removeDataDir = data.remove;
    server = await startTestApp({ dataDir: data.dataDir, imports: [AccountsOptionsModule.override(generousLimits)], env: { ...adminEnv, PUBLIC_URL, SMTP_URL: sink.url } });
    admin = await signedInAdmin(server.url);
    users.follower = await proFollowing(['Duke', 'Yale']);
    users.seguidora = await proFollowing(['duke']);
    await users.seguidora.client.patch('/api/user', { language: 'es' }).expect(200);
    users.quiet = await proFollowing(['Duke']);
    await users.quiet.client.patch('/api/notification-preferences', { changeAlerts: false }).expect(200);
    users.other = await proFollowing(['Harvard']);
    // A saver of the event: colleges added to it are no "has changed" alert of their own.
    await users.follower.client.post(`/api/saved-events/${ids.hartford}`).expect(200);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
    removeDataDir();
  });

  it('mails the followers of a college added to an upcoming event, in their language, with change alerts on', async () => {
    await admin.patch(`/api/admin/events/${ids.hartford}`, { collegesAttending: ['UNC', 'Duke'] }).expect(200);
    expect(await run(morningOf(D))).toEqual({ sent: 2, failed: 0 });
    expect(subjects(users.follower)).toEqual(['A college you follow was added to an upcoming event']);
    const [mail] = sink.to(users.follower.email);
    expect(mail.mail.text).toContain('Hartford Fall Showcase');
    expect(mail.mail.text).toContain('now attending: Duke');
    expect(mail.mail.text).not.toContain('UNC');
    expect(mail.mail.text).toContain('You get this e-mail because you follow these colleges and change alerts are on in your profile.');
    expect(mail.mail.text).toContain(`${PUBLIC_URL}/events/${ids.hartford}`);
    expect(subjects(users.seguidora)).toEqual(['Una universidad que sigues se añadió a un próximo evento']);
    expect(sink.to(users.seguidora.email)[0].mail.text).toContain('ahora asisten: Duke');
    expect(sink.to(users.quiet.email)).toEqual([]);
    expect(sink.to(users.other.email)).toEqual([]);
  });

  it('sends one such mail a day at most: what is added later comes the next day, each addition told once', async () => {
    await admin.patch(`/api/admin/events/${ids.lancaster}`, { collegesAttending: ['Yale'] }).expect(200);
    expect(await run(morningOf(D))).toEqual({ sent: 0, failed: 0 });
    expect(sink.to(users.follower.email)).toHaveLength(1);

    expect(await run(morningOf(addDays(D, 1)))).toEqual({ sent: 1, failed: 0 });
    const [, second] = sink.to(users.follower.email);
    expect(second.mail.text).toContain('Lancaster Winter Camp');
    expect(second.mail.text).not.toContain('Hartford Fall Showcase');
    expect(sink.to(users.seguidora.email)).toHaveLength(1);
    expect(await run(morningOf(addDays(D, 1)))).toEqual({ sent: 0, failed: 0 });
  });

  it('says nothing of a college added to an event the follower cannot see, or that a college left', async () => {
    await admin.patch(`/api/admin/events/${ids.far}`, { collegesAttending: ['Duke'] }).expect(200);
    await admin.patch(`/api/admin/events/${ids.hartford}`, { collegesAttending: ['UNC'] }).expect(200);
    const before = sink.received.length;
    expect(await run(morningOf(addDays(D, 2)))).toEqual({ sent: 0, failed: 0 });
    expect(sink.received).toHaveLength(before);
    expect(subjects(users.follower).filter((subject) => subject?.endsWith('has changed'))).toEqual([]);
  });

  it('tells a new listing that already names a followed college, and never twice an addition a list lost and got back', async () => {
    const listed = await listEvent(admin, { name: 'Cambridge Spring Showcase', city: 'Cambridge', state: 'MA', startDate: addDays(D, 40), collegesAttending: ['Harvard'] });
    // Hartford's list lost Duke (the test before) and gets it back: its followers were told on the first day.
    await admin.patch(`/api/admin/events/${ids.hartford}`, { collegesAttending: ['UNC', 'Duke'] }).expect(200);
    const before = { follower: sink.to(users.follower.email).length, seguidora: sink.to(users.seguidora.email).length };
    expect(await run(morningOf(addDays(D, 3)))).toEqual({ sent: 1, failed: 0 });
    const [mail] = sink.to(users.other.email);
    expect(mail.mail.text).toContain('Cambridge Spring Showcase');
    expect(mail.mail.text).toContain('now attending: Harvard');
    expect(mail.mail.text).toContain(`${PUBLIC_URL}/events/${listed.id}`);
    expect(sink.to(users.follower.email)).toHaveLength(before.follower);
    expect(sink.to(users.seguidora.email)).toHaveLength(before.seguidora);
  });
});
