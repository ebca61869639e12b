import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import request from 'supertest';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { HealthRegistry } from '../../src/platform/health/health-registry.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, generousLimits } from './accounts-support.js';
import { adminEnv, signedInAdmin, userAt } from './catalog-support.js';

/** A module check the test turns unhealthy, with the kind of detail only an admin may read. */
@Injectable()
class FlakyDependency {
  failing = false;
}

@Module({ providers: [FlakyDependency], exports: [FlakyDependency] })
class FlakyModule implements OnModuleInit {
  constructor(
    private readonly health: HealthRegistry,
    private readonly dependency: FlakyDependency,
  ) {}

  onModuleInit(): void {
    this.health.register('flaky', async () =>
      this.dependency.failing ? { ok: false, error: 'connect ECONNREFUSED 10.1.2.3:27017 (user fhe_app)' } : { ok: true },
    );
  }
}

describe('Health (the real app over HTTP)', () => {
  let server: TestApp;
  let admin: Browser;
  const setFailing = (failing: boolean) => {
    server.app.get(FlakyDependency).failing = failing;
  };

  beforeAll(async () => {
    server = await startTestApp({ imports: [FlakyModule, AccountsOptionsModule.override(generousLimits)], env: adminEnv });
    admin = await signedInAdmin(server.url);
  });
  afterAll(async () => {
    await server.close();
  });

  it('given a healthy server, when anyone asks /api/health, then the answer is the status only', async () => {
    const response = await request(server.url).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('given a failing check, when anyone asks /api/health, then it answers 503 degraded without saying why', async () => {
    setFailing(true);
    try {
      const response = await request(server.url).get('/api/health').expect(503);
      expect(response.body).toEqual({ status: 'degraded' });
      expect(response.text).not.toContain('ECONNREFUSED');
    } finally {
      setFailing(false);
    }
  });

  it('given an admin, when asking /api/admin/health, then the stores, positions, projections and every module check are reported, a failure with its error', async () => {
    const healthy = await admin.get('/api/admin/health').expect(200);
    expect(healthy.body).toEqual(
      expect.objectContaining({
        status: 'ok',
        eventStore: { ok: true, head: expect.any(String) },
        readStore: { ok: true, durable: false },
        projections: expect.arrayContaining([expect.objectContaining({ state: 'live' })]),
        scrapers: { ok: true, scrapers: expect.any(Array) },
        flaky: { ok: true },
      }),
    );

    setFailing(true);
    try {
      const failing = await admin.get('/api/admin/health').expect(503);
      expect(failing.body).toMatchObject({ status: 'degraded', flaky: { ok: false, error: 'connect ECONNREFUSED 10.1.2.3:27017 (user fhe_app)' } });
    } finally {
      setFailing(false);
    }
  });

  it('given anyone but an admin, when asking /api/admin/health, then the details are refused', async () => {
    expect((await request(server.url).get('/api/admin/health').expect(401)).body).toEqual({ message: 'Not signed in' });
    const pro = await userAt(server.url, admin, 'pro');
    expect((await pro.client.get('/api/admin/health').expect(403)).body).toEqual({ message: 'Admins only' });
  });
});
