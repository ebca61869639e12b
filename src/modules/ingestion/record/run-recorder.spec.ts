import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { type CommandContext, newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { SqliteEventStore } from '../../../platform/eventstore/sqlite-event-store.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { MemoryReadStore } from '../../../platform/readstore/memory-read-store.js';
import { eventStream } from '../../catalog/events/catalog-event.js';
import { EventCommands } from '../../catalog/events/event-commands.js';
import type { EventDetails } from '../../catalog/events/event-details.js';
import { EventsQuery } from '../../catalog/read-models/catalog-queries.js';
import { eventListProjection } from '../../catalog/read-models/event-list.js';
import type { Doubt, ScrapedEvent } from '../read/types.js';
import { DraftsQuery, draftsProjection } from '../read-models/drafts-read-model.js';
import { ScraperCommands } from '../scrapers/scraper-commands.js';
import { draftIdOf, draftStream } from './draft.js';
import { DraftHistory } from './draft-history.js';
import { DraftCommands, listingIdOf } from './draft-commands.js';
import { RunRecorder } from './run-recorder.js';

const scraperId = '11111111-1111-4111-8111-111111111111';
const organizer = 'Summit Sports Camps';
const details: EventDetails = {
  name: 'Summer Skills Camp',
  description: null,
  eventType: 'Recruiting Event',
  startDate: '2099-07-12',
  endDate: '2099-07-14',
  registrationDeadline: null,
  city: 'Lancaster',
  state: 'PA',
  cost: 150,
  ageLevel: 'All Ages',
  organizer,
  isIndoor: null,
  registrationLink: null,
};
const NO_SPORT: Doubt = 'sport-unstated';

function scraped(overrides: Partial<EventDetails> = {}, doubts: Doubt[] = [], sourceKey = 'https://camps.example/summer#skills'): ScrapedEvent {
  return {
    sourceKey,
    details: { ...details, ...overrides },
    cancelled: false,
    namedOrganizer: null,
    pageUrl: 'https://camps.example/summer',
    evidence: { name: { rule: 'blocks', text: details.name, region: 'block' }, place: { rule: 'labeled-text', text: 'Location: Lancaster, PA', region: 'block' } },
    doubts,
  };
}

describe('the record room (on the real SQLite event store)', () => {
  let store: SqliteEventStore;
  let projections: ProjectionRunner;
  let recorder: RunRecorder;
  let drafts: DraftCommands;
  let draftsQuery: DraftsQuery;
  let catalog: EventsQuery;
  let events: EventCommands;
  let context: CommandContext;

  beforeEach(async () => {
    store = SqliteEventStore.open(':memory:');
    const readStore = new MemoryReadStore();
    projections = new ProjectionRunner(store, readStore, pino({ level: 'silent' }), { batchMs: 1 });
    projections.register(eventListProjection);
    projections.register(draftsProjection);
    await projections.start();
    events = new EventCommands(store);
    catalog = new EventsQuery(readStore);
    drafts = new DraftCommands(store, events);
    draftsQuery = new DraftsQuery(readStore);
    recorder = new RunRecorder(events, catalog, new ScraperCommands(store), drafts, draftsQuery);
    context = newCommandContext('system');
  });
  afterEach(async () => {
    await projections.stop();
    store.close();
  });

  /** One run of the scraper with these records, its appends processed by the read models. */
  async function run(...found: ScrapedEvent[]) {
    const recorded = await recorder.recordRun(scraperId, organizer, found, [], context);
    if (recorded.position) await projections.whenProcessed(recorded.position);
    return recorded;
  }
  const listed = async () => (await catalog.all()).map((event) => ({ id: event._id, name: event.name, city: event.city, cost: event.cost }));
  const typesOf = async (stream: string) => (await store.readStream(stream)).map((event) => event.type);

  it('given a proven record, when a run records it, then it is listed under its source key’s id, and unchanged the next time', async () => {
    const first = await run(scraped());
    expect(first.counts).toMatchObject({ eventsAdded: 1, eventsDrafted: 0 });
    expect(await listed()).toEqual([expect.objectContaining({ id: listingIdOf(scraperId, 'https://camps.example/summer#skills'), name: 'Summer Skills Camp' })]);
    expect((await run(scraped())).counts).toMatchObject({ eventsAdded: 0, eventsUnchanged: 1 });
  });

  it('given a record with doubts not yet in the catalog, when a run records it, then it is a draft for the admins and not listed', async () => {
    const recorded = await run(scraped({}, [NO_SPORT]));
    expect(recorded.counts).toMatchObject({ eventsAdded: 0, eventsDrafted: 1 });
    expect(await listed()).toEqual([]);
    const [draft] = await draftsQuery.open();
    expect(draft).toMatchObject({ _id: draftIdOf(scraperId, 'https://camps.example/summer#skills'), pageUrl: 'https://camps.example/summer', doubts: [NO_SPORT], status: 'open' });
    expect(draft.evidence.place).toEqual({ rule: 'labeled-text', text: 'Location: Lancaster, PA', region: 'block' });
    // The same again appends nothing; a changed value is proposed again.
    await run(scraped({}, [NO_SPORT]));
    await run(scraped({ cost: 175 }, [NO_SPORT]));
    expect(await typesOf(draftStream(draft._id))).toEqual(['DraftProposed', 'DraftProposed']);
  });

  it('given an event this source listed before, when it now comes with doubts, then it stays listed and follows its source, and no draft is made', async () => {
    await run(scraped());
    const recorded = await run(scraped({ cost: 180 }, [NO_SPORT]));
    expect(recorded.counts).toMatchObject({ eventsUpdated: 1, eventsDrafted: 0 });
    expect(await listed()).toEqual([expect.objectContaining({ cost: 180 })]);
    expect(await draftsQuery.open()).toEqual([]);
  });

  it('given a rejected draft, when a later run finds the record proven, then it stays out and the run says why', async () => {
    await run(scraped({}, [NO_SPORT]));
    const draftId = draftIdOf(scraperId, 'https://camps.example/summer#skills');
    const rejected = await drafts.reject(draftId, 'A lacrosse camp', context);
    await projections.whenProcessed(rejected!);
    const recorded = await run(scraped());
    expect(recorded.counts).toMatchObject({ eventsAdded: 0, eventsRejected: 1 });
    expect(recorded.rejections).toEqual([expect.objectContaining({ name: 'Summer Skills Camp', reason: 'Rejected by an admin: A lacrosse camp' })]);
    expect(await listed()).toEqual([]);
  });

  it('given a draft published with an edited city, when later runs read it, then it follows its source except the city the admin set', async () => {
    await run(scraped({}, [NO_SPORT]));
    const draftId = draftIdOf(scraperId, 'https://camps.example/summer#skills');
    const { eventId, position } = await drafts.publish(draftId, { ...details, city: 'Lititz' }, context);
    await projections.whenProcessed(position!);
    expect(eventId).toBe(listingIdOf(scraperId, 'https://camps.example/summer#skills'));
    expect(await listed()).toEqual([expect.objectContaining({ id: eventId, city: 'Lititz', cost: 150 })]);
    const recorded = await run(scraped({ cost: 165 }, [NO_SPORT]));
    expect(recorded.counts).toMatchObject({ eventsUpdated: 1, eventsDrafted: 0 });
    expect(await listed()).toEqual([expect.objectContaining({ id: eventId, city: 'Lititz', cost: 165 })]);
    const changes = (await store.readStream(eventStream(eventId))).filter((event) => event.type === 'EventDetailsChanged').map((event) => event.data);
    expect(changes[0]).toMatchObject({ changes: { city: 'Lititz' }, by: 'admin' });
    expect(await draftsQuery.open()).toEqual([]);
  });

  it('given a draft published with an edited city, when the page later changes its city, then the page’s new city replaces the admin’s', async () => {
    await run(scraped({}, [NO_SPORT]));
    const { eventId, position } = await drafts.publish(draftIdOf(scraperId, 'https://camps.example/summer#skills'), { ...details, city: 'Lititz' }, context);
    await projections.whenProcessed(position!);
    // The admin's edit is measured against what the page said when it was made: the draft's scraped city.
    const [edit] = (await store.readStream(eventStream(eventId))).filter((event) => event.type === 'EventDetailsChanged').map((event) => event.data);
    expect(edit).toMatchObject({ changes: { city: 'Lititz' }, by: 'admin', sourceValues: { city: 'Lancaster' } });
    expect((await run(scraped({}, [NO_SPORT]))).counts).toMatchObject({ eventsUnchanged: 1 });
    expect(await listed()).toEqual([expect.objectContaining({ id: eventId, city: 'Lititz' })]);

    expect((await run(scraped({ city: 'Hershey' }, [NO_SPORT]))).counts).toMatchObject({ eventsUpdated: 1 });
    expect(await listed()).toEqual([expect.objectContaining({ id: eventId, city: 'Hershey' })]);
    // From then on the city follows its page like any other field.
    await run(scraped({ city: 'Lancaster' }, [NO_SPORT]));
    expect(await listed()).toEqual([expect.objectContaining({ id: eventId, city: 'Lancaster' })]);
  });

  it('given a listing whose cost an admin edited, when runs read it, then the admin’s cost stays until the page’s own cost changes', async () => {
    await run(scraped());
    const [listing] = await listed();
    await projections.whenProcessed((await events.change(listing.id, { cost: 120 }, context))!);
    await run(scraped());
    await run(scraped({ cost: null }));
    expect(await listed()).toEqual([expect.objectContaining({ cost: 120 })]);
    await run(scraped({ cost: 160 }));
    expect(await listed()).toEqual([expect.objectContaining({ cost: 160 })]);
  });

  it('given an open draft, when its source now proves the record, then it is listed and leaves the admins’ list', async () => {
    await run(scraped({}, [NO_SPORT]));
    const recorded = await run(scraped());
    expect(recorded.counts).toMatchObject({ eventsAdded: 1 });
    expect(await draftsQuery.open()).toEqual([]);
    expect(await typesOf(draftStream(draftIdOf(scraperId, 'https://camps.example/summer#skills')))).toEqual(['DraftProposed', 'DraftProven']);
  });

  it('given a listing the run no longer takes for field hockey, then it is flagged for review, not unlisted', async () => {
    await run(scraped());
    const recorded = await recorder.recordRun(scraperId, organizer, [], [{ url: 'https://camps.example/summer', name: 'Summer Skills Camp', reason: 'Not field hockey: its details name lacrosse' }], context);
    expect(recorded.position).not.toBeNull();
    const [listing] = await listed();
    expect(await typesOf(eventStream(listing.id))).toEqual(['EventListed', 'EventFlaggedForReview']);
  });

  describe('an open draft whose record its source no longer shows', () => {
    const skillsKey = 'https://camps.example/summer#skills';
    const clinicKey = 'https://camps.example/summer#clinic';
    const clinic = () => scraped({ name: 'Winter Stick Clinic' }, [NO_SPORT], clinicKey);
    /** A good read that found these records (the runner asks this only of a good read). */
    async function goodRead(...found: ScrapedEvent[]) {
      await run(...found);
      const position = await recorder.withdrawVanishedDrafts(scraperId, found, context);
      if (position) await projections.whenProcessed(position);
      return position;
    }
    const openNames = async () => (await draftsQuery.open()).map((draft) => draft.details.name).sort();

    it('given a good read without it, then it leaves the admins’ list as vanished, and the others stay', async () => {
      await run(scraped({}, [NO_SPORT]), clinic());
      expect(await openNames()).toEqual(['Summer Skills Camp', 'Winter Stick Clinic']);
      expect(await goodRead(clinic())).not.toBeNull();
      expect(await openNames()).toEqual(['Winter Stick Clinic']);
      const skills = draftIdOf(scraperId, skillsKey);
      expect(await typesOf(draftStream(skills))).toEqual(['DraftProposed', 'DraftWithdrawn']);
      const [, withdrawn] = await store.readStream(draftStream(skills));
      expect(withdrawn.data).toEqual({ draftId: skills, reason: 'vanished', occurredAt: expect.any(String) });
      expect(await draftsQuery.findById(skills)).toMatchObject({ status: 'withdrawn' });
      // Another good read without it appends nothing more.
      expect(await goodRead(clinic())).toBeNull();
      expect(await typesOf(draftStream(skills))).toEqual(['DraftProposed', 'DraftWithdrawn']);
    });

    it('given a withdrawn draft, when its record comes back proven, then it is listed and the draft is closed as proven', async () => {
      await run(scraped({}, [NO_SPORT]), clinic());
      await goodRead(clinic());
      expect((await run(scraped(), clinic())).counts).toMatchObject({ eventsAdded: 1 });
      expect(await typesOf(draftStream(draftIdOf(scraperId, skillsKey)))).toEqual(['DraftProposed', 'DraftWithdrawn', 'DraftProven']);
      expect(await openNames()).toEqual(['Winter Stick Clinic']);
    });

    it('given another scraper’s good read, or a decided draft, then nothing is withdrawn', async () => {
      await run(scraped({}, [NO_SPORT]), clinic());
      const rejected = await drafts.reject(draftIdOf(scraperId, clinicKey), 'A lacrosse clinic', context);
      await projections.whenProcessed(rejected!);
      expect(await recorder.withdrawVanishedDrafts('22222222-2222-4222-8222-222222222222', [], context)).toBeNull();
      expect(await goodRead(scraped({}, [NO_SPORT]))).toBeNull();
      expect(await openNames()).toEqual(['Summer Skills Camp']);
      expect(await typesOf(draftStream(draftIdOf(scraperId, clinicKey)))).toEqual(['DraftProposed', 'DraftRejected']);
    });

    it('given a withdrawn draft, when a later run finds the record again, then it is proposed anew and open; its history tells each step', async () => {
      await run(scraped({}, [NO_SPORT]), clinic());
      await goodRead(clinic());
      const recorded = await run(scraped({ cost: 175 }, [NO_SPORT]), clinic());
      expect(recorded.counts).toMatchObject({ eventsDrafted: 2 });
      expect(await openNames()).toEqual(['Summer Skills Camp', 'Winter Stick Clinic']);
      const skills = draftIdOf(scraperId, skillsKey);
      expect(await typesOf(draftStream(skills))).toEqual(['DraftProposed', 'DraftWithdrawn', 'DraftProposed']);
      await run(scraped({ cost: 180 }, [NO_SPORT]), clinic());

      const history = await new DraftHistory(store).page(skills, 1);
      expect(history?.entries.map((entry) => [entry.type, entry.changes])).toEqual([
        // Newest first: an update tells what changed; a return, that it is back, then what changed meanwhile.
        ['DraftProposed', [{ field: 'cost', before: 175, after: 180 }]],
        [
          'DraftProposed',
          [
            { field: 'withdrawal', before: 'vanished', after: null },
            { field: 'cost', before: 150, after: 175 },
          ],
        ],
        ['DraftWithdrawn', [{ field: 'withdrawal', before: null, after: 'vanished' }]],
        ['DraftProposed', expect.arrayContaining([{ field: 'name', before: null, after: 'Summer Skills Camp' }, { field: 'doubts', before: null, after: [NO_SPORT] }])],
      ]);
    });
  });
});
