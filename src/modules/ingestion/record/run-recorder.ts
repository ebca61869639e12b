import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { latestPosition } from '../../../platform/eventsourcing/streams.js';
import { EventCommandError, type SourceLink } from '../../catalog/events/catalog-event.js';
import { EventCommands } from '../../catalog/events/event-commands.js';
import { EventsQuery } from '../../catalog/read-models/catalog-queries.js';
import type { Rejection, ScrapedEvent } from '../read/types.js';
import { DraftsQuery } from '../read-models/drafts-read-model.js';
import { isOwnSite } from '../resolve/matching.js';
import { type RunMatch, RunMatcher, candidateOf } from '../resolve/run-matcher.js';
import { ScraperCommands } from '../scrapers/scraper-commands.js';
import { LISTINGS_KEPT, type RunListing, type RunNote } from '../scrapers/scraper.js';
import { draftIdOf } from './draft.js';
import { DraftCommands, listingIdOf } from './draft-commands.js';

/** How the extraction's rejections for another sport begin ('Not field hockey: the event names soccer'). */
const NOT_FIELD_HOCKEY = 'Not field hockey';

export type RecordCounts = { eventsAdded: number; eventsUpdated: number; eventsUnchanged: number; eventsDrafted: number; eventsRejected: number };

/** What recording a run's records did: counts, notes of the records refused, and the catalog's view the run ends with. */
export interface Recorded {
  counts: RecordCounts;
  rejections: RunNote[];
  /** The latest position appended at, for `whenProcessed`. */
  position: string | null;
  matcher: RunMatcher;
  /** The events listed (added, changed or found unchanged), each value with its evidence, for the run's log. */
  listings: RunListing[];
}

/** `eventId`: the listing the record is (absent for a draft, and for a listing an admin removed). */
type Outcome = { counted: keyof Omit<RecordCounts, 'eventsRejected'>; position: string | null; eventId?: string } | { rejected: string };

/**
 * The record room: what a run's records do to the catalog, through the catalog's own commands. A proven record is
 * listed (or brings its listing up to date); one with doubts becomes a draft for the admins, unless it is already in the
 * catalog, whose listing then keeps following its sources as before. An admin's decision on a draft holds: a rejected
 * record is never listed again by that source, a published one is a listing like any other.
 */
@Injectable()
export class RunRecorder {
  constructor(
    private readonly events: EventCommands,
    private readonly catalog: EventsQuery,
    private readonly scrapers: ScraperCommands,
    private readonly drafts: DraftCommands,
    private readonly openDrafts: DraftsQuery,
  ) {}

  /** The catalog as this run matches against it: every listing, and which of them this scraper already has. */
  async matcherFor(scraperId: string, organizer: string): Promise<RunMatcher> {
    const candidates = (await this.catalog.all()).map(candidateOf);
    return new RunMatcher(scraperId, organizer, candidates);
  }

  /** Records every event a run found, then flags this source's listings the run no longer takes for field hockey. */
  async recordRun(scraperId: string, organizer: string, found: readonly ScrapedEvent[], rejected: readonly Rejection[], context: CommandContext): Promise<Recorded> {
    const counts: RecordCounts = { eventsAdded: 0, eventsUpdated: 0, eventsUnchanged: 0, eventsDrafted: 0, eventsRejected: 0 };
    const rejections: RunNote[] = [];
    const listings: RunListing[] = [];
    const matcher = await this.matcherFor(scraperId, organizer);
    matcher.prepare(found);
    let last: string | null = null;
    for (const event of found) {
      const outcome = await this.record(scraperId, event, matcher, context);
      if ('rejected' in outcome) {
        counts.eventsRejected += 1;
        rejections.push({ url: event.details.registrationLink ?? '', name: event.details.name, reason: outcome.rejected });
        continue;
      }
      counts[outcome.counted] += 1;
      last = latestPosition(last, outcome.position);
      if (outcome.eventId !== undefined && listings.length < LISTINGS_KEPT) {
        listings.push({ eventId: outcome.eventId, name: event.details.name, startDate: event.details.startDate, pageUrl: event.pageUrl, evidence: event.evidence });
      }
    }
    last = latestPosition(last, await this.flagDoubtedSport(scraperId, rejected, matcher, context));
    return { counts, rejections, position: last, matcher, listings };
  }

  /** One record of the run: refused when an admin rejected it, a draft while it is not proven and not listed yet, else listed. */
  async record(scraperId: string, event: ScrapedEvent, matcher: RunMatcher, context: CommandContext): Promise<Outcome> {
    const draftId = draftIdOf(scraperId, event.sourceKey);
    const draft = await this.drafts.load(draftId);
    if (draft.status === 'rejected') return { rejected: `Rejected by an admin: ${draft.rejectedFor ?? ''}`.trim() };
    const link: SourceLink = { scraperId, sourceKey: event.sourceKey, own: isOwnSite(event.namedOrganizer ?? null, matcher.organizer) };
    const match = matcher.match(event, link);
    const proven = event.doubts.length === 0;
    // Already in the catalog (listed by this source before drafts, published, or another source's listing of it): it keeps
    // following its sources under the merge rule, as before; families may have saved it. Only a new record waits as a draft.
    if (!proven && match.kind === 'new') return this.propose(draftId, scraperId, event, link, context);
    const outcome = await this.list(scraperId, event, link, match, matcher, { flag: proven }, context);
    if (proven && (draft.status === 'open' || draft.status === 'withdrawn') && 'counted' in outcome) {
      const eventId = match.kind === 'existing' ? match.candidate.id : listingIdOf(scraperId, event.sourceKey);
      return { ...outcome, position: latestPosition(outcome.position, await this.drafts.proven(draftId, eventId, context)) };
    }
    return outcome;
  }

  private async propose(draftId: string, scraperId: string, event: ScrapedEvent, link: SourceLink, context: CommandContext): Promise<Outcome> {
    const proposal = { draftId, scraperId, sourceKey: event.sourceKey, own: link.own, pageUrl: event.pageUrl, details: event.details, evidence: event.evidence, doubts: event.doubts };
    const { result, position } = await this.drafts.propose(proposal, context);
    // A draft published or proven whose listing an admin then removed stays removed, as a removed listing does.
    return { counted: result === 'drafted' || result === 'unchanged' || result === 'open' ? 'eventsDrafted' : 'eventsUnchanged', position };
  }

  /**
   * Brings the catalog up to date with one record (issue 26): the listing this source already has for it (same key),
   * else the one it moved from, else another source's listing of the same event, else a new listing (keyed by the
   * scraper and the source key, so events listed before keep their ids). Probable duplicates and sources that disagree
   * on dates are flagged for the admins' Review list (`flag`: not for a record with doubts, which only follows its listing).
   */
  private async list(
    scraperId: string,
    event: ScrapedEvent,
    link: SourceLink,
    match: RunMatch,
    matcher: RunMatcher,
    options: { flag: boolean },
    context: CommandContext,
  ): Promise<Outcome> {
    try {
      let position: string | null = null;
      let counted: 'eventsAdded' | 'eventsUpdated' | 'eventsUnchanged';
      let eventId: string;
      if (match.kind === 'new') {
        eventId = listingIdOf(scraperId, event.sourceKey);
        const source = { kind: 'scraper' as const, scraperId, sourceKey: event.sourceKey, own: link.own };
        const listed = await this.events.list(event.details, source, context, { eventId });
        position = listed.position;
        counted = listed.outcome === 'added' ? 'eventsAdded' : listed.outcome === 'updated' ? 'eventsUpdated' : 'eventsUnchanged';
        if (match.probable && options.flag) {
          const { candidate, why } = match.probable;
          position = latestPosition(position, await this.events.flag(eventId, { kind: 'duplicate', otherEventId: candidate.id, note: why }, context));
        }
      } else {
        eventId = match.candidate.id;
        const read = await this.events.readSource(eventId, link, event.details, context);
        position = read.position;
        counted = read.outcome === 'unchanged' ? 'eventsUnchanged' : 'eventsUpdated';
        const disagreement = match.datesDisagree;
        if (disagreement && options.flag) position = latestPosition(position, await this.events.flag(eventId, { kind: 'dates-differ', otherEventId: null, note: disagreement }, context));
      }
      matcher.claim(eventId, link, event);
      if (event.cancelled) {
        const cancelled = await this.events.cancel(eventId, context);
        if (cancelled && counted === 'eventsUnchanged') counted = 'eventsUpdated';
        position = latestPosition(position, cancelled);
      }
      return { counted, position, eventId };
    } catch (error) {
      if (!(error instanceof EventCommandError)) throw error;
      // An event an admin removed or merged stays so; one that no longer holds together is reported.
      if (error.reason === 'removed') return { counted: 'eventsUnchanged', position: null };
      return { rejected: error.field ? `${error.field}: ${error.message}` : error.message };
    }
  }

  /** Listed events this run no longer takes for field hockey go to the Review list, not silently away. */
  async flagDoubtedSport(scraperId: string, rejected: readonly Rejection[], matcher: RunMatcher, context: CommandContext): Promise<string | null> {
    let last: string | null = null;
    for (const rejection of rejected) {
      if (!rejection.reason.startsWith(NOT_FIELD_HOCKEY) || rejection.name === null) continue;
      for (const candidate of matcher.ownListingsNamed(rejection.name)) {
        const note = `${rejection.reason} (${rejection.url})`;
        last = latestPosition(last, await this.events.flag(candidate.id, { kind: 'not-field-hockey', otherEventId: null, note }, context).catch(() => null));
      }
    }
    return last;
  }

  /**
   * After a good read (the same the runner asks of retiring listings: the run completed with no warning and every page it
   * reached was read): this scraper's open drafts whose record the run did not find leave the admins' list
   * (`DraftWithdrawn`, vanished). One that comes back later is proposed again. A failed run, a cut-short one or one with
   * an unreadable page never gets here: a page it could not read may still show the record.
   */
  async withdrawVanishedDrafts(scraperId: string, found: readonly ScrapedEvent[], context: CommandContext): Promise<string | null> {
    const seen = new Set(found.map((event) => event.sourceKey));
    let last: string | null = null;
    for (const draft of await this.openDrafts.openOf(scraperId)) {
      if (seen.has(draft.sourceKey)) continue;
      last = latestPosition(last, await this.drafts.withdraw(draft._id, 'vanished', context));
    }
    return last;
  }

  /**
   * After a good read: each event it did not find is retired when every scraper that listed it missed it in its last
   * two good reads ("No longer listed by the organizer"). Savers are alerted by the change alerts.
   */
  async retireVanished(missing: readonly string[], context: CommandContext): Promise<string | null> {
    let last: string | null = null;
    const missedBy = new Map<string, [string[], string[]]>();
    const missedTwice = async (scraperId: string, eventId: string): Promise<boolean> => {
      if (!missedBy.has(scraperId)) {
        const state = await this.scrapers.load(scraperId);
        missedBy.set(scraperId, state.exists ? state.missedBy : [[], []]);
      }
      const [latest, before] = missedBy.get(scraperId) ?? [[], []];
      return latest.includes(eventId) && before.includes(eventId);
    };
    for (const eventId of missing) {
      const state = await this.events.load(eventId);
      if ((state.status !== 'listed' && state.status !== 'cancelled') || state.source.kind !== 'scraper' || state.vanished) continue;
      const scraperIds = [...new Set(state.sources.map((source) => source.scraperId))];
      let gone = scraperIds.length > 0;
      for (const id of scraperIds) gone &&= await missedTwice(id, eventId);
      if (gone) last = latestPosition(last, await this.events.vanish(eventId, context));
    }
    return last;
  }
}
