import type { SqliteEventStore } from '../eventstore/sqlite-event-store.js';
import type { PersonalDataRules } from './personal-data.js';
import type { ShreddingEventStore } from './shredding-event-store.js';

/** The store marker saying its events were sealed (`events:copy` carries it to a SQLite copy of a sealed store). */
export const SEALED_MARKER = 'personal-data-sealed';
/** 2: the password hash became personal, and released reservations are retired. */
const VERSION = '2';

/**
 * The embedded store's events written before personal fields were sealed: sealed in place once (and their streams
 * named after a personal value renamed to their pseudonyms, or retired once released), so a deletion leaves nothing
 * readable in the file either. Fields declared personal later are sealed when the version goes up. Marked done in the store itself, so it runs once per log. EventStoreDB's events cannot be rewritten: there
 * the shredding store masks them on reading once their subject is deleted (see the README on moving stores).
 */
export function sealStoredPersonalData(store: SqliteEventStore, shredding: ShreddingEventStore, rules: PersonalDataRules): number {
  if (store.marker(SEALED_MARKER) === VERSION) return 0;
  const pseudonym = (purpose: string, value: string) => shredding.vault.pseudonym(purpose, value);
  const types = rules.types;
  const changed = store.rewriteStored(types, (event) => {
    const sealed = shredding.sealed(event);
    const legacy = rules.streams.find((streams) => event.stream.startsWith(streams.prefix));
    const stream = legacy?.rename(event.stream, pseudonym) ?? event.stream;
    if (sealed === event && stream === event.stream) return null;
    return { stream, data: sealed.data };
  });
  const retired = rules.streams.reduce((total, streams) => total + store.retireStoredStreams(streams.prefix, streams.retiredAfter ?? []), 0);
  store.setMarker(SEALED_MARKER, VERSION);
  return changed + retired;
}
