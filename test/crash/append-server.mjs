// A child-process server over the built platform (dist/): appends events on request, acknowledging each
// only after SQLite committed it and the projection caught up, so a test can kill -9 it mid-burst.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pino } from 'pino';
import { SqliteEventStore } from '../../dist/platform/eventstore/sqlite-event-store.js';
import { ProjectionRunner } from '../../dist/platform/projections/projection-runner.js';
import { MemoryReadStore } from '../../dist/platform/readstore/memory-read-store.js';
import { tallyProjection } from './tally-projection.mjs';

const eventStore = SqliteEventStore.open(join(process.env.DATA_DIR, 'events.sqlite'));
const readStore = new MemoryReadStore();
const runner = new ProjectionRunner(eventStore, readStore, pino({ level: 'silent' }));
runner.register(tallyProjection);
await runner.start();

const server = createServer(async (request, response) => {
  const reply = (status, body) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  try {
    if (request.method === 'POST') {
      const url = new URL(request.url, 'http://x');
      const stream = url.searchParams.get('stream');
      const id = url.searchParams.get('id');
      const appended = await eventStore.appendToStream(stream, [{ id, type: 'Tallied', data: { id } }]);
      await runner.whenProcessed(appended.position);
      return reply(200, appended.position);
    }
    return reply(200, await readStore.collection('tallies').find({}, { sort: { _id: 1 } }));
  } catch (error) {
    return reply(500, { message: String(error) });
  }
});
server.listen(0, '127.0.0.1', () => console.log(`READY ${server.address().port}`));
