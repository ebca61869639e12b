import type { RecordedEvent } from '../../src/platform/eventstore/event-store.js';
import type { ListingAdmin } from './listing-admin.js';
import { type Write, WriteFailed, type Writer, readJson, send } from './writers.js';

type Change = { type: 'EventSaved'; eventId: string } | { type: 'EventUnsaved'; eventId: string } | { type: 'SavedEventNoteWritten'; eventId: string; text: string } | { type: 'SavedEventNoteDeleted'; eventId: string };

type UserWrite = Write & { change: Change };

/** Of the saved events, what the user sees: each with its note, by id. */
type Visible = [eventId: string, note: string | null][];

/**
 * A Pro user saving and unsaving events and writing and deleting notes on them. Every write it sends changes
 * the state (it never saves what is saved), so each one commits exactly one event to `catalog-saved-<id>`,
 * and the model knows that stream's whole content.
 */
export class SavingUser implements Writer {
  private readonly saved = new Set<string>();
  /** Notes outlive unsaving (saving again brings them back), so the model keeps them all. */
  private readonly notes = new Map<string, string>();
  /** What the user's stream must hold, in order. */
  readonly changes: Change[] = [];
  private inFlight: Change | null = null;
  private counter = 0;
  acknowledgedCount = 0;
  unansweredCount = 0;
  unansweredCommitted = 0;

  constructor(
    readonly id: string,
    readonly cookie: string,
    /** The events there are to save: the admin's, as they are acknowledged. */
    private readonly eventIds: () => string[],
  ) {}

  next(): UserWrite {
    const saved = [...this.saved];
    const unsaved = this.eventIds().filter((id) => !this.saved.has(id));
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
    const roll = Math.random();
    let change: Change;
    if (saved.length === 0 || (roll < 0.35 && unsaved.length > 0 && saved.length < 6)) change = { type: 'EventSaved', eventId: pick(unsaved) };
    else if (roll < 0.55) change = { type: 'EventUnsaved', eventId: pick(saved) };
    else if (roll < 0.85 || !saved.some((id) => this.notes.has(id))) {
      this.counter += 1;
      change = { type: 'SavedEventNoteWritten', eventId: pick(saved), text: `Carpool with the Smiths, note ${this.counter} of ${this.id.slice(0, 8)}` };
    } else change = { type: 'SavedEventNoteDeleted', eventId: pick(saved.filter((id) => this.notes.has(id))) };
    return { change, ...request(change) };
  }

  acknowledged(write: Write): void {
    this.acknowledgedCount += 1;
    this.apply((write as UserWrite).change);
  }

  unanswered(write: Write): void {
    this.unansweredCount += 1;
    this.inFlight = (write as UserWrite).change;
  }

  async reconcile(url: string): Promise<void> {
    const served = (await readJson<{ id: string; note: string | null }[]>(url, this.cookie, '/api/saved-events'))
      .map((event): Visible[number] => [event.id, event.note])
      .sort();
    const inFlight = this.inFlight;
    this.inFlight = null;
    if (inFlight && same(served, this.visibleAfter(inFlight))) {
      this.apply(inFlight);
      this.unansweredCommitted += 1;
    }
    if (!same(served, this.visible())) {
      throw new WriteFailed(
        `user ${this.id}'s saved events after the restart are not what was acknowledged:\n expected ${JSON.stringify(this.visible())}\n served   ${JSON.stringify(served)}`,
      );
    }
  }

  static changeOf(event: RecordedEvent): Change | { type: string; eventId: string } {
    const data = event.data as { eventId: string; text?: string };
    if (event.type === 'SavedEventNoteWritten') return { type: event.type, eventId: data.eventId, text: data.text! };
    return { type: event.type, eventId: data.eventId };
  }

  private visible(saved: ReadonlySet<string> = this.saved, notes: ReadonlyMap<string, string> = this.notes): Visible {
    return [...saved].map((id): Visible[number] => [id, notes.get(id) ?? null]).sort();
  }

  private visibleAfter(change: Change): Visible {
    const saved = new Set(this.saved);
    const notes = new Map(this.notes);
    evolve(saved, notes, change);
    return this.visible(saved, notes);
  }

  private apply(change: Change): void {
    evolve(this.saved, this.notes, change);
    this.changes.push(change);
  }
}

function evolve(saved: Set<string>, notes: Map<string, string>, change: Change): void {
  if (change.type === 'EventSaved') saved.add(change.eventId);
  if (change.type === 'EventUnsaved') saved.delete(change.eventId);
  if (change.type === 'SavedEventNoteWritten') notes.set(change.eventId, change.text);
  if (change.type === 'SavedEventNoteDeleted') notes.delete(change.eventId);
}

function request(change: Change): Write {
  const path = `/api/saved-events/${change.eventId}`;
  if (change.type === 'EventSaved') return { method: 'POST', path, describe: `save ${change.eventId}` };
  if (change.type === 'EventUnsaved') return { method: 'DELETE', path, describe: `unsave ${change.eventId}` };
  if (change.type === 'SavedEventNoteWritten') return { method: 'PUT', path: `${path}/note`, body: { text: change.text }, describe: `write a note on ${change.eventId}` };
  return { method: 'DELETE', path: `${path}/note`, describe: `delete the note on ${change.eventId}` };
}

const same = (a: Visible, b: Visible) => JSON.stringify(a) === JSON.stringify(b);

/** A member registered over HTTP (`<prefix>-<n>-<random>`) and granted Pro by the admin, saving the admin's events. */
export async function registerProUser(url: string, admin: ListingAdmin, prefix: string, n: number): Promise<SavingUser> {
  const username = `${prefix}-${n}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'green turf at dawn', ageConfirmed: true }),
  });
  if (response.status !== 201) throw new WriteFailed(`register answered ${response.status}: ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sid='))!.split(';')[0];
  const granted = await send(url, admin.cookie, { method: 'POST', path: `/api/admin/users/${id}/access`, body: { planType: 'pro' } });
  if (granted.status !== 200) throw new WriteFailed(`granting Pro answered ${granted.status}: ${await granted.text()}`);
  return new SavingUser(id, cookie, () => admin.eventIds);
}
