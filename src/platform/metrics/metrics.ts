import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ProjectionState, ProjectionStatus } from '../projections/projection.js';

/** The request's route template (`/api/events/:id`), never its URL; one value for whatever no route answered. */
export const UNMATCHED_ROUTE = 'unmatched';

export type AppendOutcome = 'ok' | 'conflict' | 'error';
export type MailOutcome = 'sent' | 'failed';
export type BackupOutcome = 'success' | 'failure';

const PROJECTION_STATES: readonly ProjectionState[] = ['starting', 'catching-up', 'live', 'retrying', 'failed', 'stopped'];

/** What the projection gauges read at each scrape: the runner's status and the store's head position. */
export interface ProjectionSource {
  status(): ProjectionStatus[];
  headPosition(): Promise<string>;
}

/**
 * The process's own figures (CPU, memory, event loop, GC) are the process's, not an app's: one registry for them per
 * process, so that apps started one after another (tests) do not each add a GC observer and an event-loop monitor.
 */
let processRegistry: Registry | null = null;

function processFigures(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * What `/metrics` exposes, in a registry of this app's own (never prom-client's global one). Modules report through
 * these methods; each costs a counter or histogram update, nothing that waits. The projection gauges are read when
 * scraped.
 */
export class Metrics {
  readonly registry = new Registry();
  private projections: ProjectionSource | null = null;

  private readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to finishing its answer, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly appendDuration = new Histogram({
    name: 'fieldhockey_event_store_append_duration_seconds',
    help: 'Time an append to the event store took, by outcome (ok, conflict: wrong expected revision, error).',
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  private readonly appendedEvents = new Counter({
    name: 'fieldhockey_events_appended_total',
    help: 'Events appended to the event store by this process.',
    registers: [this.registry],
  });

  private readonly scraperRuns = new Counter({
    name: 'fieldhockey_scraper_runs_total',
    help: 'Scraper runs ended, by outcome (success, warning: completed but listed nothing, failure).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private readonly scraperRunDuration = new Histogram({
    name: 'fieldhockey_scraper_run_duration_seconds',
    help: 'How long scraper runs took, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [1, 5, 15, 30, 60, 120, 300, 600],
    registers: [this.registry],
  });

  private readonly mails = new Counter({
    name: 'fieldhockey_mails_total',
    help: 'Mails handed to the mailer, by outcome (sent, failed).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private readonly backups = new Counter({
    name: 'fieldhockey_backups_total',
    help: 'Backups of the event store taken, by outcome (success, failure).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private readonly backupDuration = new Histogram({
    name: 'fieldhockey_backup_duration_seconds',
    help: 'How long backups took, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
    registers: [this.registry],
  });

  private readonly backupLastSuccess = new Gauge({
    name: 'fieldhockey_backup_last_success_timestamp_seconds',
    help: 'When the last successful backup ended (Unix time); 0 before the first.',
    registers: [this.registry],
  });

  private readonly backupLastSize = new Gauge({
    name: 'fieldhockey_backup_last_size_bytes',
    help: 'Size of the last successful backup.',
    registers: [this.registry],
  });

  constructor() {
    const states: Gauge<'projection' | 'state'> = new Gauge({
      name: 'fieldhockey_projection_state',
      help: "Each projection's state: 1 for the state it is in, 0 for the others.",
      labelNames: ['projection', 'state'] as const,
      registers: [this.registry],
      collect: () => {
        states.reset();
        for (const projection of this.projections?.status() ?? []) {
          for (const state of PROJECTION_STATES) states.set({ projection: projection.name, state }, projection.state === state ? 1 : 0);
        }
      },
    });
    const lagPositions: Gauge<'projection'> = new Gauge({
      name: 'fieldhockey_projection_lag_positions',
      help: "Event store head position minus the projection's checkpoint (events in the embedded store, log bytes on EventStoreDB).",
      labelNames: ['projection'] as const,
      registers: [this.registry],
      collect: async () => {
        lagPositions.reset();
        const head = await this.projections?.headPosition().catch(() => null);
        if (head === undefined || head === null) return;
        for (const projection of this.projections?.status() ?? []) lagPositions.set({ projection: projection.name }, positionDistance(head, projection.checkpoint));
      },
    });
    const lagSeconds: Gauge<'projection'> = new Gauge({
      name: 'fieldhockey_projection_lag_seconds',
      help: 'How far behind real time the projection is (0 when live).',
      labelNames: ['projection'] as const,
      registers: [this.registry],
      collect: () => {
        lagSeconds.reset();
        for (const projection of this.projections?.status() ?? []) lagSeconds.set({ projection: projection.name }, projection.lagMs / 1000);
      },
    });
  }

  /** The projection gauges read this at each scrape (the platform hands it the runner and the store at boot). */
  trackProjections(source: ProjectionSource): void {
    this.projections = source;
  }

  observeHttpRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }

  observeAppend(outcome: AppendOutcome, seconds: number, events: number): void {
    this.appendDuration.observe({ outcome }, seconds);
    if (outcome === 'ok') this.appendedEvents.inc(events);
  }

  recordScraperRun({ outcome, durationSeconds }: { outcome: 'success' | 'warning' | 'failure'; durationSeconds: number }): void {
    this.scraperRuns.inc({ outcome });
    this.scraperRunDuration.observe({ outcome }, durationSeconds);
  }

  recordMail(outcome: MailOutcome): void {
    this.mails.inc({ outcome });
  }

  /** For the backup job: each backup taken, its time and, when it succeeded, the file's size. */
  recordBackup({ outcome, durationSeconds, bytes, at = new Date() }: { outcome: BackupOutcome; durationSeconds: number; bytes?: number; at?: Date }): void {
    this.backups.inc({ outcome });
    this.backupDuration.observe({ outcome }, durationSeconds);
    if (outcome !== 'success') return;
    this.backupLastSuccess.set(at.getTime() / 1000);
    if (bytes !== undefined) this.backupLastSize.set(bytes);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** This app's metrics, then the process's own figures, in Prometheus' text format. */
  async exposition(): Promise<string> {
    const [app, process] = await Promise.all([this.registry.metrics(), processFigures().metrics()]);
    return `${app}\n${process}`;
  }
}

/**
 * `head - checkpoint`, never negative, for both adapters' positions: the embedded store's zero-padded sequence ('' before
 * the first event) and EventStoreDB's `commit-prepare`, whose commit part is compared.
 */
export function positionDistance(head: string, checkpoint: string): number {
  const distance = BigInt(head.split('-')[0] || '0') - BigInt(checkpoint.split('-')[0] || '0');
  return distance > 0n ? Number(distance) : 0;
}
