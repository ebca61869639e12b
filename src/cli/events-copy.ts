// `npm run events:copy -- --from <sqlite file | esdb:// URL> --to <sqlite file | esdb:// URL>`: copies every event
// (see platform/eventstore/copy-events.ts), then compares both sides. Events are copied as stored: personal fields
// stay sealed, and their keys are in DATA_DIR/personal-keys.sqlite, which goes with them.
// Exit codes: 0 copied and both sides match, 1 failed, interrupted or the sides differ, 2 wrong usage or a target
// that holds events and is not a copy of the source (its first event is another; nothing is written to it).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CopyError, copyEvents, digestOf, firstEventId } from '../platform/eventstore/copy-events.js';
import { type EventStore, START_POSITION } from '../platform/eventstore/event-store.js';
import { SqliteEventStore } from '../platform/eventstore/sqlite-event-store.js';
import { SEALED_MARKER } from '../platform/privacy/seal-stored.js';
import { type Fail, failure, withoutCredentials } from './command.js';

const USAGE = 'usage: npm run events:copy -- --from <sqlite file | esdb:// URL> --to <sqlite file | esdb:// URL>';
const say = (line: string) => process.stderr.write(`events:copy: ${withoutCredentials(line)}\n`);

const fail: Fail = failure('events:copy');

/** The target is another store's log: nothing is copied into it. */
class NotACopy extends Error {}

function option(name: string): string {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  const value = at === -1 ? undefined : args[at + 1];
  if (!value || value.startsWith('--') || args.length !== 4) fail(2, USAGE);
  return value;
}

const isServer = (spec: string) => /^(esdb|kurrentdb|kurrent)(\+discover)?:\/\//i.test(spec);

async function open(spec: string, side: 'source' | 'target'): Promise<EventStore> {
  if (isServer(spec)) {
    const { EsdbEventStore } = await import('../platform/eventstore/esdb-event-store.js');
    return EsdbEventStore.connect(spec);
  }
  if (side === 'source' && !existsSync(spec)) fail(2, `the source ${spec} does not exist`);
  return SqliteEventStore.open(spec);
}

const from = option('--from');
const to = option('--to');
if (!isServer(from) && !isServer(to) && resolve(from) === resolve(to)) fail(2, 'the source and the target are the same file');

const interrupted = new AbortController();
process.once('SIGINT', () => interrupted.abort());
process.once('SIGTERM', () => interrupted.abort());

let source: EventStore | undefined;
let target: EventStore | undefined;
let status = 0;
try {
  source = await open(from, 'source');
  target = await open(to, 'target');
  if ((await target.headPosition()) !== START_POSITION) {
    const [first, theirs] = await Promise.all([firstEventId(source), firstEventId(target)]);
    if (first !== theirs) {
      throw new NotACopy(`the target ${to} holds events and is not a copy of ${from} (its first event is ${theirs}, the source's ${first ?? 'none'}): copy into an empty store or into an earlier copy of this source`);
    }
  }
  const head = await source.headPosition();
  say(`copying ${from} to ${to} (source head ${head || 'empty'})`);
  const done = await copyEvents(source, target, {
    signal: interrupted.signal,
    onProgress: ({ copied, present, position }) => say(`${copied} copied, ${present} already there, at position ${position} of ${head}`),
  });
  if (interrupted.signal.aborted) {
    say(`interrupted after ${done.copied} events copied: run the same command again to go on from there`);
    status = 1;
  } else {
    say(`${done.copied} copied, ${done.present} already there; comparing both sides`);
    const [a, b] = await Promise.all([digestOf(source), digestOf(target)]);
    if (a.count === b.count && a.checksum === b.checksum) {
      // A copy of a sealed SQLite store is sealed too: the server must not seal it again at its first start. (From
      // EventStoreDB, the server's one-off sealing runs on the copy: its events are sealed already and its streams keep their names.)
      const sealed = source instanceof SqliteEventStore ? source.marker(SEALED_MARKER) : null;
      if (sealed !== null && target instanceof SqliteEventStore) target.setMarker(SEALED_MARKER, sealed);
      process.stdout.write(`Copied: both sides hold ${a.count} events, checksum ${a.checksum}\n`);
    } else {
      say(`the sides differ: source ${a.count} events (checksum ${a.checksum}), target ${b.count} events (checksum ${b.checksum})`);
      status = 1;
    }
  }
} catch (error) {
  if (error instanceof NotACopy || error instanceof CopyError) say(error.message);
  else say(`failed: ${error instanceof Error ? error.message : String(error)}`);
  status = error instanceof NotACopy ? 2 : 1;
} finally {
  await source?.close();
  await target?.close();
}
process.exit(status);
