// Sign-in under load: 100 connections for 10 s of `POST /api/login` with a wrong password for a real account.
// The limits (20 attempts a minute per address, 10 failures per username) must turn the flood into 429s,
// and nothing may answer 5xx or drop a connection (required).
import autocannon from 'autocannon';

const CONNECTIONS = 100;
const SECONDS = 10;

export async function loginUnderLoad({ server, username, report }) {
  const result = await autocannon({
    url: `${server.url}/api/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
    body: JSON.stringify({ username, password: 'not the password at all' }),
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
  });
  const counts = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]));
  const unexpected = Object.entries(counts).filter(([status]) => status !== '401' && status !== '429');
  const serverErrors = Object.entries(counts).reduce((sum, [status, count]) => sum + (status.startsWith('5') ? count : 0), 0);
  const failed = result.errors + result.timeouts;
  const answers = Object.entries(counts)
    .map(([status, count]) => `${count.toLocaleString('en-US')} × ${status}`)
    .join(', ');
  const what = `POST /api/login, wrong password (${CONNECTIONS} connections, ${SECONDS} s)`;
  report(what, `${answers}; ${failed} errors`, '429 once over the limit, only 401 or 429, never 5xx', (counts['429'] ?? 0) > 0 && unexpected.length === 0 && serverErrors === 0 && failed === 0, {
    required: true,
  });
  report('  latency', `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average.toLocaleString('en-US')} req/s`, 'informational', true);
}
