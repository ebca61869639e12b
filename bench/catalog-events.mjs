// `GET /api/events` over 5,000 events against a bare node:http server answering the same JSON from memory,
// both measured in one run on loopback:
//   - QUALITY.md's targets at 50 connections: p99 < 50 ms and >= 40% of the bare server's throughput;
//   - issue 10's load at 100 connections for 30 s: zero errors and zero answers other than 200 (required),
//     p99 reported beside the bare server's.
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';

const EVENTS = 5_000;
/** QUALITY.md's conditions, then issue 10's. */
const RUNS = [
  { connections: 50, seconds: 10, targets: true },
  { connections: 100, seconds: 30, targets: false },
];
const WARM_UP_SECONDS = 2;
const REQUEST_TIMEOUT_SECONDS = 60;
export const TIME_ZONE = 'America/New_York';
/** The class the bench's Pro user plans for: a junior's this school year. */
const PLANNING_CLASS = (() => {
  const now = new Date();
  return now.getUTCFullYear() + (now.getUTCMonth() >= 6 ? 1 : 0) + 1;
})();
export const ADMIN = { username: 'bench-admin', password: 'Bench-Admin-Password-2026' };
export const PRO = { username: 'bench-pro', email: 'bench-pro@example.com', password: 'turf at dawn, every day' };

const COLUMNS = ['id', 'name', 'description', 'eventType', 'startDate', 'endDate', 'registrationDeadline', 'city', 'state', 'cost', 'ageLevel', 'organizer', 'isIndoor', 'registrationLink'];
const TYPES = ['Showcase', 'Clinic', 'ID Camp', 'Tournament', 'Recruiting Event'];
const AGES = ['U14', 'U16', 'U19', 'College', 'All Ages'];
const PLACES = [['Hershey', 'PA'], ['Princeton', 'NJ'], ['Syracuse', 'NY'], ['Annapolis', 'MD'], ['Richmond', 'VA'], ['Worcester', 'MA'], ['Hartford', 'CT'], ['Newark', 'DE'], ['San Diego', 'CA'], ['Columbus', 'OH']];
const ORGANIZERS = ['Lineup', 'Super Sixty', 'NXT', 'USA Field Hockey', 'Keystone Elite Field Hockey', ''];

export const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const todayIn = (timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const csvCell = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** 5,000 rows starting tomorrow through the next 360 days: all inside a Pro user's window, none locked. */
export function eventsCsv(today, startDateOf = (n) => addDays(today, 1 + (n % 360))) {
  const rows = Array.from({ length: EVENTS }, (_, n) => {
    const startDate = startDateOf(n);
    const [city, state] = PLACES[n % PLACES.length];
    const days = 1 + (n % 3);
    return [
      '',
      `Field Hockey ${TYPES[n % TYPES.length]} ${n + 1}`,
      'Two days of games in front of college coaches, with a skills clinic on the first morning. Bring a white and a dark shirt.',
      TYPES[n % TYPES.length],
      startDate,
      days > 1 ? addDays(startDate, days - 1) : '',
      n % 4 === 0 ? '' : addDays(startDate, -7),
      city,
      state,
      n % 7 === 0 ? '' : String(75 + (n % 20) * 25),
      AGES[n % AGES.length],
      ORGANIZERS[n % ORGANIZERS.length],
      ['true', 'false', ''][n % 3],
      `https://example.org/bench/event-${n + 1}`,
    ];
  });
  return [COLUMNS, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\n');
}

/** A JSON (or CSV) request as the SPA makes it; answers the parsed body and the session cookie it set, if any. */
async function call(url, path, { method = 'GET', cookie, json, csv } = {}) {
  const headers = { 'X-Requested-With': 'fetch' };
  if (cookie) headers.Cookie = cookie;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  if (csv !== undefined) headers['Content-Type'] = 'text/csv';
  const response = await fetch(`${url}${path}`, { method, headers, body: json !== undefined ? JSON.stringify(json) : csv });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  const sid = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
  return { body: text ? JSON.parse(text) : null, text, cookie: sid?.split(';')[0] };
}

/** Imports the events as the admin and makes a Pro user; answers that user's cookie. */
async function catalogWithProUser(url) {
  const admin = (await call(url, '/api/login', { method: 'POST', json: ADMIN })).cookie;
  const imported = (await call(url, '/api/admin/events/import', { method: 'POST', cookie: admin, csv: eventsCsv(todayIn(TIME_ZONE)) })).body;
  if (imported.added !== EVENTS) throw new Error(`import added ${imported.added} of ${EVENTS}: ${JSON.stringify(imported.errors.slice(0, 3))}`);
  const registered = await call(url, '/api/register', { method: 'POST', json: { ...PRO, ageConfirmed: true } });
  await call(url, `/api/admin/users/${registered.body.id}/access`, { method: 'POST', cookie: admin, json: { planType: 'pro' } });
  return registered.cookie;
}

/** One GET of the list with these headers, its body counted as it comes over the wire (compressed, if it is). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    const request = get(`${url}/api/events`, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, bytes, encoding: response.headers['content-encoding'] ?? 'identity', etag: response.headers.etag }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** What the list costs on the wire per event, compressed as browsers ask for it, and what a revisit costs. */
async function wireCost(url, cookie, report) {
  const sizes = [];
  let etag;
  for (const encoding of ['br', 'gzip', 'identity']) {
    const answer = await rawGet(url, { cookie, 'accept-encoding': encoding });
    sizes.push(`${(answer.bytes / EVENTS).toFixed(0)} B/event ${answer.encoding}`);
    etag ??= answer.etag;
  }
  report(`GET /api/events on the wire (${EVENTS.toLocaleString('en-US')} events)`, sizes.join(', '), 'informational', true);
  const revisit = await rawGet(url, { cookie, 'accept-encoding': 'br, gzip', 'if-none-match': etag ?? '' });
  report(`  revisit with If-None-Match`, `${revisit.status}, ${revisit.bytes} bytes`, '304 without a body', revisit.status === 304 && revisit.bytes === 0, { required: true });
}

/** A bare node:http server in its own process (as the real one is), answering `bodyFile` to every request. */
async function startBareServer(bodyFile, port, stopProcess) {
  const program = `
    import { createServer } from 'node:http';
    import { readFileSync } from 'node:fs';
    const body = readFileSync(process.env.BODY_FILE);
    const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length };
    createServer((request, response) => { response.writeHead(200, headers); response.end(body); })
      .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], {
    env: { ...process.env, BODY_FILE: bodyFile, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}

/**
 * Loads `url` with the user's cookie: a short warm-up, then the measured run. A slow answer is waited for (and
 * counted in the latencies) rather than cut off; every answer other than 200, and every error, is counted.
 */
async function load(url, cookie, { connections, seconds, path = '/api/events' }) {
  const options = { url: `${url}${path}`, connections, headers: { cookie }, timeout: REQUEST_TIMEOUT_SECONDS };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    answers: result.requests.total,
    failed: result.errors + result.timeouts,
    non200: Object.entries(result.statusCodeStats).reduce((sum, [status, { count }]) => sum + (status === '200' ? 0 : count), 0),
  };
}

const perSecond = (rps) => `${rps.toLocaleString('en-US', { maximumFractionDigits: 1 })} req/s`;
const describe = ({ p50, p99, rps, answers, failed, non200 }) =>
  `p50 ${p50} ms, p99 ${p99} ms, ${perSecond(rps)}, ${answers.toLocaleString('en-US')} answers, ${failed} errors, ${non200} not 200`;

/** `server`: the built server with the bench admin and no events yet. Imports the catalog, then loads it beside a bare server. */
export async function eventsList({ server, dataDir, freePort, stopProcess, report }) {
  const cookie = await catalogWithProUser(server.url);
  const { body, text } = await call(server.url, '/api/events', { cookie });
  if (body.length !== EVENTS || body.some((event) => event.isLocked)) throw new Error('the Pro user does not see all events unlocked');
  const bodyFile = join(dataDir, 'events.json');
  writeFileSync(bodyFile, text);
  await wireCost(server.url, cookie, report);
  const bare = await startBareServer(bodyFile, await freePort(), stopProcess);
  try {
    for (const run of RUNS) {
      const api = await load(server.url, cookie, run);
      const baseline = await load(bare.url, cookie, run);
      const ratio = api.rps / baseline.rps;
      const what = `GET /api/events (${EVENTS.toLocaleString('en-US')} events, ${(Buffer.byteLength(text) / 1e6).toFixed(1)} MB, ${run.connections} connections, ${run.seconds} s)`;
      report(`${what}`, describe(api), 'zero errors, every answer 200', api.failed === 0 && api.non200 === 0, { required: true });
      report(`  bare node:http, same body and load`, describe(baseline), 'informational', true);
      if (run.targets) {
        report(`  p99`, `${api.p99} ms (bare ${baseline.p99} ms)`, '< 50 ms', api.p99 < 50);
        report(`  throughput`, `${perSecond(api.rps)} = ${(ratio * 100).toFixed(1)}% of bare`, '>= 40% of bare node:http', ratio >= 0.4);
      } else {
        report(`  p99`, `${api.p99} ms next to bare ${baseline.p99} ms`, 'informational', true);
        report(`  throughput`, `${perSecond(api.rps)} = ${(ratio * 100).toFixed(1)}% of bare`, 'informational', true);
      }
    }
  } finally {
    await bare.stop();
  }
  await planningList(server.url, cookie, report);
}

/**
 * Issue 24: the list with a home ZIP and a class set (each event gains its distance and class fit), nearest first,
 * next to the same user's plain list at the same load: sorting by distance must cost no more than the list does.
 */
async function planningList(url, cookie, report) {
  await call(url, '/api/user', { method: 'PATCH', cookie, json: { homeZip: '02108', gradYears: [PLANNING_CLASS] } });
  const { body } = await call(url, '/api/events?sort=distance', { cookie });
  // Nearest first, places not found last.
  const miles = body.map((event) => event.distanceMiles ?? Infinity);
  if (body.length !== EVENTS || miles[0] === Infinity || miles.some((mile, index) => index > 0 && mile < miles[index - 1])) {
    throw new Error('sort=distance did not answer every event, nearest first');
  }
  const run = { connections: 10, seconds: 10 };
  const plain = await load(url, cookie, run);
  const nearest = await load(url, cookie, { ...run, path: '/api/events?sort=distance' });
  const what = `GET /api/events?sort=distance, home and class set (${EVENTS.toLocaleString('en-US')} events, ${run.connections} connections, ${run.seconds} s)`;
  report(what, describe(nearest), 'zero errors, every answer 200', nearest.failed === 0 && nearest.non200 === 0, { required: true });
  report(`  same user's list by date, same load`, describe(plain), 'informational', true);
  report(`  p99`, `${nearest.p99} ms next to ${plain.p99} ms by date`, "<= 1.5x the list by date (+5 ms)", nearest.p99 <= plain.p99 * 1.5 + 5);
}
