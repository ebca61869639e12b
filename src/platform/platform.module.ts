import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { BackupSchedule } from './backup/backup-schedule.js';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { EVENT_STORE, type EventStore } from './eventstore/event-store.js';
import { HealthController } from './health/health.controller.js';
import { HealthRegistry } from './health/health-registry.js';
import { CsrfGuard } from './http/csrf.guard.js';
import { HttpErrorFilter } from './http/http-error.filter.js';
import { Throttles } from './http/throttles.js';
import { LOGGER, type Logger } from './logging/logger.js';
import { MAILER } from './mail/mailer.js';
import { createMailer } from './mail/mailers.js';
import { meterAppends, meteredMailer } from './metrics/metered.js';
import { MetricsController } from './metrics/metrics.controller.js';
import { Metrics } from './metrics/metrics.js';
import { ProjectionRunner } from './projections/projection-runner.js';
import type { ReadModelSnapshots } from './projections/read-model-snapshots.js';
import { READ_STORE, type ReadStore } from './readstore/read-store.js';
import { TokenSigner, loadSigningKey } from './security/token-signer.js';
import { Clock } from './time/clock.js';
import { KeyVault } from './privacy/key-vault.js';
import { type PersonalDataDeclaration, PersonalDataRules } from './privacy/personal-data.js';
import { PrivacyHooks } from './privacy/privacy-hooks.js';
import type { ShreddingEventStore } from './privacy/shredding-event-store.js';
import { openEventStore, openReadStore, readModelSnapshotsFor } from './stores.js';

/**
 * Modules register their projections in `onModuleInit`; the runner starts once they all have, and the
 * app only answers after the read models caught up with the events stored at boot.
 */
@Injectable()
class PlatformLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly snapshots: ReadModelSnapshots | null;

  constructor(
    private readonly projections: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) logger: Logger,
    metrics: Metrics,
  ) {
    this.snapshots = readModelSnapshotsFor(config, eventStore, readStore, logger.child({ component: 'projections' }));
    metrics.trackProjections({ status: () => projections.status(), headPosition: () => eventStore.headPosition() });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.snapshots?.restore(this.projections.projections());
    await this.projections.start();
    if (this.snapshots && this.config.readModelSnapshots) {
      // What the boot replayed is written now (in the background), not a whole interval later.
      this.snapshots.save(this.projections.projections()).catch(() => undefined);
      this.snapshots.schedule(() => this.projections.projections(), this.config.readModelSnapshots.intervalMs);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.projections.stop();
    if (this.snapshots) {
      await this.snapshots.stop();
      await this.snapshots.save(this.projections.projections()).catch(() => undefined);
    }
    await Promise.all([this.eventStore.close(), this.readStore.close()]);
  }
}

@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig, logger: Logger, personalData: readonly PersonalDataDeclaration[] = []): DynamicModule {
    return {
      module: PlatformModule,
      // No METRICS_TOKEN, no /metrics: the path answers 404 like any unknown one.
      controllers: [HealthController, ...(config.metricsToken ? [MetricsController] : [])],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        // One registry per app (never prom-client's global one): apps started one after another keep their own figures.
        { provide: Metrics, useFactory: () => new Metrics() },
        {
          provide: EVENT_STORE,
          inject: [Metrics],
          useFactory: async (metrics: Metrics) =>
            meterAppends(await openEventStore(config, new PersonalDataRules(personalData), logger.child({ component: 'event-store' })), metrics),
        },
        // The keys personal data is sealed with, and the pseudonyms of values streams are named after.
        { provide: KeyVault, inject: [EVENT_STORE], useFactory: (store: ShreddingEventStore) => store.vault },
        { provide: READ_STORE, useFactory: () => openReadStore(config) },
        {
          provide: ProjectionRunner,
          inject: [EVENT_STORE, READ_STORE],
          useFactory: (eventStore: EventStore, readStore: ReadStore) =>
            new ProjectionRunner(eventStore, readStore, logger.child({ component: 'projections' })),
        },
        { provide: MAILER, inject: [Metrics], useFactory: (metrics: Metrics) => meteredMailer(createMailer(config), metrics) },
        { provide: TokenSigner, useFactory: () => new TokenSigner(loadSigningKey(config)) },
        HealthRegistry,
        PrivacyHooks,
        Clock,
        PlatformLifecycle,
        BackupSchedule,
        Throttles,
        { provide: APP_GUARD, useClass: CsrfGuard },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
      exports: [APP_CONFIG, LOGGER, Metrics, EVENT_STORE, KeyVault, READ_STORE, ProjectionRunner, HealthRegistry, PrivacyHooks, Clock, MAILER, TokenSigner, Throttles],
    };
  }
}
