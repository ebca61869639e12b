import { type SourceLink, eventIdFromKey } from '../../catalog/events/catalog-event.js';
import type { CatalogEventDocument } from '../../catalog/read-models/event-list.js';
import type { ScrapedEvent } from '../read/types.js';
import { type Candidate, comparableName, crossSourceMatch, movedFrom } from './matching.js';

export type RunMatch =
  | { kind: 'existing'; candidate: Candidate; datesDisagree: string | null }
  | { kind: 'new'; probable: { candidate: Candidate; why: string } | null };

export function candidateOf(document: CatalogEventDocument): Candidate {
  return {
    id: document._id,
    details: document,
    sources: document.sources ?? [],
    isCancelled: document.isCancelled,
    isVanished: document.isVanished ?? false,
    keptApartFrom: document.keptApartFrom ?? [],
    scraped: document.source.kind === 'scraper',
  };
}

const keyOf = (scraperId: string, sourceKey: string) => `${scraperId}\u0000${sourceKey}`;
const datesOf = (details: Candidate['details']) => (details.endDate && details.endDate !== details.startDate ? `${details.startDate} to ${details.endDate}` : details.startDate);

/**
 * One run's view of the catalog: which listing each record of the run is (see `match`), which listings the run claimed,
 * and so which of this scraper's listings it did not find (`missing`).
 */
export class RunMatcher {
  private readonly byId: Map<string, Candidate>;
  private readonly byKey = new Map<string, Candidate>();
  private readonly claimed = new Set<string>();
  /** This scraper's listings that one of the run's records names by key: a session still shown, not a move. */
  private readonly seenByKey = new Set<string>();

  constructor(
    readonly scraperId: string,
    readonly organizer: string,
    private readonly candidates: Candidate[],
  ) {
    this.byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
    for (const candidate of candidates) for (const link of candidate.sources) this.byKey.set(keyOf(link.scraperId, link.sourceKey), candidate);
  }

  /** Notes every record of the run first, so that a record with a new key is never taken for a move of a listing the page still shows. */
  prepare(events: readonly ScrapedEvent[]): void {
    for (const event of events) {
      const known = this.known(event.sourceKey);
      if (known) this.seenByKey.add(known.id);
    }
  }

  /** This scraper's listing for a key: linked to it, or (events listed before sources were linked) keyed by it. */
  private known(sourceKey: string): Candidate | null {
    return this.byKey.get(keyOf(this.scraperId, sourceKey)) ?? this.byId.get(eventIdFromKey(`scraped|${this.scraperId}|${sourceKey}`)) ?? null;
  }

  private isMine(candidate: Candidate): boolean {
    return candidate.sources.some((link) => link.scraperId === this.scraperId);
  }

  match(event: ScrapedEvent, link: SourceLink): RunMatch {
    const known = this.known(event.sourceKey);
    if (known && !this.claimed.has(known.id)) return { kind: 'existing', candidate: known, datesDisagree: this.disagreement(known, link, event) };
    const unseen = this.candidates.filter((candidate) => this.isMine(candidate) && !this.claimed.has(candidate.id) && !this.seenByKey.has(candidate.id));
    const moved = movedFrom(event.details, unseen);
    if (moved) return { kind: 'existing', candidate: moved, datesDisagree: this.disagreement(moved, link, event) };
    const other = crossSourceMatch(event.details, this.candidates, (candidate) => this.claimed.has(candidate.id) || this.isMine(candidate));
    if (other?.kind === 'same') return { kind: 'existing', candidate: other.candidate, datesDisagree: this.disagreement(other.candidate, link, event) };
    return { kind: 'new', probable: other?.kind === 'probable' ? { candidate: other.candidate, why: other.why } : null };
  }

  /** A calendar that republishes the event shows other dates than the organizer's own site, which wins: for an admin to look at. */
  private disagreement(candidate: Candidate, link: SourceLink, event: ScrapedEvent): string | null {
    if (link.own || !candidate.sources.some((each) => each.own && each.scraperId !== this.scraperId)) return null;
    if (candidate.details.startDate === event.details.startDate && (candidate.details.endDate ?? null) === (event.details.endDate ?? null)) return null;
    return `A calendar that republishes it shows ${datesOf(event.details)}; the organizer's own site shows ${datesOf(candidate.details)}`;
  }

  /** The record is now this listing: no other record of the run takes it. */
  claim(eventId: string, link: SourceLink, event: ScrapedEvent): void {
    this.claimed.add(eventId);
    const existing = this.byId.get(eventId);
    const candidate: Candidate = existing ?? { id: eventId, details: event.details, sources: [link], isCancelled: false, isVanished: false, keptApartFrom: [], scraped: true };
    if (!existing) {
      this.byId.set(eventId, candidate);
      this.candidates.push(candidate);
    }
    this.byKey.set(keyOf(link.scraperId, link.sourceKey), candidate);
  }

  /** This scraper's upcoming listings (scraped, not cancelled or vanished) that the run did not find. */
  missing(today: string): string[] {
    return this.candidates
      .filter((candidate) => this.isMine(candidate) && !this.claimed.has(candidate.id) && candidate.scraped && !candidate.isCancelled && !candidate.isVanished)
      .filter((candidate) => (candidate.details.endDate ?? candidate.details.startDate) >= today)
      .map((candidate) => candidate.id);
  }

  /** This scraper's listings with this name (as names compare). */
  ownListingsNamed(name: string): Candidate[] {
    const wanted = comparableName(name);
    return this.candidates.filter((candidate) => this.isMine(candidate) && comparableName(candidate.details.name) === wanted);
  }
}
