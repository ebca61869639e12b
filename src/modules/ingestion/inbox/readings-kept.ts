import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EventDetails } from '../../catalog/events/event-details.js';
import type { EvidenceOf, EvidencedField } from '../read/types.js';
import type { SubmittedEvent } from './submission.js';

/** How long the submission page's reading is kept for the event sent from it (an organizer corrects the form meanwhile). */
const KEPT_MS = 2 * 60 * 60 * 1000;
const MOST_KEPT = 500;

/** The event fields each kind of evidence stands for. */
const FIELDS_OF: Record<EvidencedField, readonly (keyof EventDetails)[]> = {
  name: ['name'],
  dates: ['startDate', 'endDate'],
  place: ['city', 'state'],
  cost: ['cost'],
  ages: ['ageLevel'],
  type: ['eventType'],
  registrationDeadline: ['registrationDeadline'],
  registrationLink: ['registrationLink'],
  sport: [],
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The evidence of what the organizer sends that the reading gave, value by value: a field sent as it was read keeps
 * the text it was read from; one the organizer changed is theirs (no evidence). Nothing the client says is taken as
 * evidence: only the server's own reading, kept here under an id the page sends back.
 */
export function evidenceKept(read: SubmittedEvent, sent: EventDetails): EvidenceOf {
  const kept: EvidenceOf = {};
  for (const [field, evidence] of Object.entries(read.evidence) as [EvidencedField, EvidenceOf[EvidencedField]][]) {
    if (!evidence) continue;
    if (FIELDS_OF[field].every((each) => same(read.details[each], sent[each]))) kept[field] = evidence;
  }
  return kept;
}

/** The submission page's readings, in this process's memory for a while: what a sent event's evidence is taken from. */
@Injectable()
export class ReadingsKept {
  private readonly readings = new Map<string, { events: SubmittedEvent[]; at: number }>();

  keep(events: SubmittedEvent[], now = Date.now()): string {
    for (const [id, reading] of this.readings) if (now - reading.at > KEPT_MS || this.readings.size >= MOST_KEPT) this.readings.delete(id);
    const id = randomUUID();
    this.readings.set(id, { events, at: now });
    return id;
  }

  /** The event `index` of reading `id`, or null when it is unknown or too old. */
  event(id: string, index: number, now = Date.now()): SubmittedEvent | null {
    const reading = this.readings.get(id);
    if (!reading || now - reading.at > KEPT_MS) return null;
    return reading.events[index] ?? null;
  }
}
