import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { appendDecided, decideAndAppend, latestPosition, loadStream } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore, WrongExpectedRevisionError } from '../../../platform/eventstore/event-store.js';
import { DEFAULT_SCRAPERS } from './default-scrapers.js';
import {
  DEFAULTS_STREAM,
  type NewScraper,
  type RunTrigger,
  type ScraperChanges,
  ScraperCommandError,
  type ScraperEvent,
  type ScraperSettings,
  type ScraperState,
  decideConfigure,
  decideEdit,
  decideFinishRun,
  decideStartRun,
  evolveScraper,
  initialScraperState,
  scraperStream,
} from './scraper.js';

const scraperFold = { evolve: evolveScraper, initial: initialScraperState };

type RunOutcome = Extract<ScraperEvent, { type: 'ScraperRunCompleted' | 'ScraperRunFailed' }>;

/** The scrapers' write side: each resolves to the position appended at (null when nothing changed). */
@Injectable()
export class ScraperCommands {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async add(input: NewScraper, context: CommandContext): Promise<{ scraperId: string; position: string | null }> {
    const scraperId = randomUUID();
    const { isActive, ...settings } = input;
    const position = await this.decide(scraperId, (state, now) => decideConfigure(state, { scraperId, settings, isActive, now }), context);
    return { scraperId, position };
  }

  edit(scraperId: string, input: ScraperChanges, context: CommandContext): Promise<string | null> {
    const { isActive, ...changes } = input;
    return this.decide(scraperId, (state, now) => decideEdit(state, { scraperId, changes: changes as Partial<ScraperSettings>, isActive, now }), context);
  }

  /** Creates the default scrapers, once ever: a second call is refused whatever happened since. */
  async initializeDefaults(context: CommandContext): Promise<{ scraperIds: string[]; position: string | null }> {
    const scraperIds = DEFAULT_SCRAPERS.map(() => randomUUID());
    try {
      await appendDecided(
        this.eventStore,
        DEFAULTS_STREAM,
        [{ type: 'ScraperDefaultsInitialized', data: { scraperIds, occurredAt: new Date().toISOString() } }],
        'no_stream',
        context,
      );
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw new ScraperCommandError('already_initialized', 'Scrapers may already be initialized');
      throw error;
    }
    let last: string | null = null;
    for (const [index, settings] of DEFAULT_SCRAPERS.entries()) {
      const scraperId = scraperIds[index];
      last = latestPosition(last, await this.decide(scraperId, (state, now) => decideConfigure(state, { scraperId, settings, isActive: true, now }), context));
    }
    return { scraperIds, position: last };
  }

  async load(scraperId: string): Promise<ScraperState> {
    return (await loadStream(this.eventStore, scraperStream(scraperId), evolveScraper, initialScraperState)).state;
  }

  startRun(scraperId: string, runId: string, trigger: RunTrigger, context: CommandContext): Promise<string | null> {
    return this.decide(scraperId, (state, now) => decideStartRun(state, { scraperId, runId, trigger, now }), context);
  }

  finishRun(scraperId: string, runId: string, outcome: RunOutcome, context: CommandContext): Promise<string | null> {
    return this.decide(scraperId, (state) => decideFinishRun(state, { runId, outcome }), context);
  }

  private async decide(scraperId: string, decide: (state: ScraperState, now: Date) => ScraperEvent[], context: CommandContext): Promise<string | null> {
    const { position } = await decideAndAppend(
      this.eventStore,
      scraperStream(scraperId),
      scraperFold,
      (state) => ({ events: decide(state, new Date()), result: null }),
      context,
    );
    return position;
  }
}
