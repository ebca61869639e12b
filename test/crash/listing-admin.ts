import type { RecordedEvent } from '../../src/platform/eventstore/event-store.js';
import { addDays, todayIn } from '../../src/platform/time/calendar-date.js';
import { CRASH_ADMIN } from './server-process.js';
import { type Write, WriteFailed, type Writer, readJson } from './writers.js';

interface Listing {
  name: string;
  cost: number;
}

type AdminWrite = Write & ({ kind: 'list'; name: string; cost: number } | { kind: 'change'; eventId: string; cost: number });

/** What a catalog event's stream must hold, in order. */
type Fact = { type: 'EventListed'; name: string; cost: number } | { type: 'EventDetailsChanged'; cost: number };

const today = () => todayIn('America/New_York');

/**
 * The admin: lists new events (spread over three weeks, so saved ones overlap) and changes their cost.
 * Its model is every event's name and cost, and the facts each event's stream must hold.
 */
export class ListingAdmin implements Writer {
  readonly listings = new Map<string, Listing>();
  private readonly facts = new Map<string, Fact[]>();
  private inFlight: { write: AdminWrite; answered: boolean } | null = null;
  private counter = 0;
  acknowledgedCount = 0;
  unansweredCount = 0;
  unansweredCommitted = 0;

  private constructor(readonly cookie: string) {}

  static async signIn(url: string): Promise<ListingAdmin> {
    const response = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
      body: JSON.stringify(CRASH_ADMIN),
    });
    if (!response.ok) throw new WriteFailed(`admin login answered ${response.status}`);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
    if (!cookie) throw new WriteFailed('admin login set no session cookie');
    return new ListingAdmin(cookie.split(';')[0]);
  }

  get eventIds(): string[] {
    return [...this.listings.keys()];
  }

  next(): AdminWrite {
    const ids = this.eventIds;
    if (ids.length === 0 || Math.random() < 0.6) return this.listing();
    const eventId = ids[Math.floor(Math.random() * ids.length)];
    const cost = this.listings.get(eventId)!.cost + 1;
    return { kind: 'change', eventId, cost, method: 'PATCH', path: `/api/admin/events/${eventId}`, body: { cost }, describe: `change the cost of ${eventId}` };
  }

  private listing(): AdminWrite {
    this.counter += 1;
    const name = `Crash Test Showcase ${this.counter} ${Math.random().toString(36).slice(2, 8)}`;
    const cost = 100 + this.counter;
    const body = {
      name,
      description: 'Games in front of college coaches.',
      eventType: 'Showcase',
      startDate: addDays(today(), 5 + (this.counter % 21)),
      endDate: null,
      registrationDeadline: null,
      city: 'Hershey',
      state: 'PA',
      cost,
      ageLevel: 'U19',
      organizer: 'Lineup',
      isIndoor: false,
      registrationLink: 'https://example.org/crash/showcase',
    };
    return { kind: 'list', name, cost, method: 'POST', path: '/api/admin/events', body, describe: `list ${name}` };
  }

  acknowledged(write: Write, body: unknown): void {
    const admin = write as AdminWrite;
    this.acknowledgedCount += 1;
    if (admin.kind === 'list' && body === undefined) {
      // Answered 201 but the kill cut off the body (and with it the id): found by name after the restart.
      this.inFlight = { write: admin, answered: true };
      return;
    }
    this.apply(admin, admin.kind === 'list' ? (body as { id: string }).id : admin.eventId);
  }

  unanswered(write: Write): void {
    this.unansweredCount += 1;
    this.inFlight = { write: write as AdminWrite, answered: false };
  }

  /** Lists the setup's events one by one, each acknowledged. */
  async seed(url: string, count: number): Promise<void> {
    for (let n = 0; n < count; n++) {
      const write = this.listing();
      const response = await fetch(`${url}${write.path}`, {
        method: write.method,
        headers: { Cookie: this.cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
        body: JSON.stringify(write.body),
      });
      if (response.status !== 201) throw new WriteFailed(`${write.describe} answered ${response.status}: ${await response.text()}`);
      this.acknowledged(write, await response.json());
    }
  }

  async reconcile(url: string): Promise<void> {
    const served = new Map(
      (await readJson<{ id: string; name: string; cost: number }[]>(url, this.cookie, '/api/events')).map((event) => [event.id, { name: event.name, cost: event.cost }]),
    );
    const inFlight = this.inFlight;
    this.inFlight = null;
    if (inFlight?.write.kind === 'list') {
      const { name } = inFlight.write;
      const found = [...served].find(([, listing]) => listing.name === name);
      if (found) {
        this.apply(inFlight.write, found[0]);
        if (!inFlight.answered) this.unansweredCommitted += 1;
      } else if (inFlight.answered) throw new WriteFailed(`lost an acknowledged write: ${inFlight.write.describe}`);
    }
    if (inFlight?.write.kind === 'change') {
      const { eventId, cost } = inFlight.write;
      if (served.get(eventId)?.cost === cost) {
        this.apply(inFlight.write, eventId);
        this.unansweredCommitted += 1;
      }
    }
    const expected = JSON.stringify([...this.listings].sort());
    const actual = JSON.stringify([...served].sort());
    if (actual !== expected) throw new WriteFailed(`the catalog after the restart is not what was acknowledged:\n expected ${expected}\n served   ${actual}`);
  }

  /** The facts each catalog event's stream must hold, in order, by event id. */
  expectedStreams(): Map<string, Fact[]> {
    return this.facts;
  }

  static factOf(event: RecordedEvent): Fact | { type: string } {
    const data = event.data as { details?: Listing; changes?: { cost: number } };
    if (event.type === 'EventListed') return { type: 'EventListed', name: data.details!.name, cost: data.details!.cost };
    if (event.type === 'EventDetailsChanged') return { type: 'EventDetailsChanged', cost: data.changes!.cost };
    return { type: event.type };
  }

  private apply(write: AdminWrite, eventId: string): void {
    if (write.kind === 'list') {
      this.listings.set(eventId, { name: write.name, cost: write.cost });
      this.facts.set(eventId, [{ type: 'EventListed', name: write.name, cost: write.cost }]);
    } else {
      this.listings.get(eventId)!.cost = write.cost;
      this.facts.get(eventId)!.push({ type: 'EventDetailsChanged', cost: write.cost });
    }
  }
}
