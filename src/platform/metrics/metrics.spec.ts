import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { closedPort } from '../../../test/support/closed-port.js';
import { padPosition } from '../eventstore/event-store.js';
import { OutboxMailer } from '../mail/outbox-mailer.js';
import { SmtpMailer } from '../mail/smtp-mailer.js';
import { routeOf } from './http-metrics.js';
import { meteredMailer } from './metered.js';
import { Metrics, UNMATCHED_ROUTE, positionDistance } from './metrics.js';

/** One sample's value from this app's registry, as Prometheus would read it. */
async function valueOf(metrics: Metrics, name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const family = parsePrometheusTextFormat(await metrics.registry.metrics()).find((candidate) => candidate.name === name);
  const sample = family?.metrics.find((each) => Object.entries(labels).every(([key, value]) => each.labels?.[key] === value));
  return sample?.value === undefined ? undefined : Number(sample.value);
}

describe('Metrics', () => {
  const folder = mkdtempSync(join(tmpdir(), 'fh-metrics-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('records backups: each by outcome, and the last success\'s time and size, which a failure leaves as they were', async () => {
    const metrics = new Metrics();
    expect(await valueOf(metrics, 'fieldhockey_backup_last_success_timestamp_seconds')).toBe(0);

    metrics.recordBackup({ outcome: 'success', durationSeconds: 1.5, bytes: 4096, at: new Date('2026-11-27T03:00:00Z') });
    metrics.recordBackup({ outcome: 'failure', durationSeconds: 0.2 });
    expect(await valueOf(metrics, 'fieldhockey_backups_total', { outcome: 'success' })).toBe(1);
    expect(await valueOf(metrics, 'fieldhockey_backups_total', { outcome: 'failure' })).toBe(1);
    expect(await valueOf(metrics, 'fieldhockey_backup_last_success_timestamp_seconds')).toBe(Date.parse('2026-11-27T03:00:00Z') / 1000);
    expect(await valueOf(metrics, 'fieldhockey_backup_last_size_bytes')).toBe(4096);
    const text = await metrics.registry.metrics();
    expect(text).toContain('fieldhockey_backup_duration_seconds_count{outcome="success"} 1');
    expect(text).toContain('fieldhockey_backup_duration_seconds_sum{outcome="failure"} 0.2');
  });

  it('keeps each app\'s figures in a registry of its own: two at once neither collide nor share', async () => {
    const first = new Metrics();
    const second = new Metrics();
    first.recordMail('sent');
    expect(await valueOf(first, 'fieldhockey_mails_total', { outcome: 'sent' })).toBe(1);
    expect(await valueOf(second, 'fieldhockey_mails_total', { outcome: 'sent' })).toBeUndefined();
    // The process's own figures come with every app's exposition.
    expect(await second.exposition()).toMatch(/^process_cpu_user_seconds_total \d/m);
  });

  it('counts mails the mailer sent and those it failed to send', async () => {
    const metrics = new Metrics();
    const message = { to: 'family@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };
    await meteredMailer(new OutboxMailer(folder, 'sender@example.com'), metrics).send(message);
    expect(readdirSync(folder)).toHaveLength(1);
    const unreachable = meteredMailer(new SmtpMailer(`smtp://127.0.0.1:${await closedPort()}`, 'sender@example.com'), metrics);
    await expect(unreachable.send(message)).rejects.toThrow(/ECONNREFUSED/);
    expect(await valueOf(metrics, 'fieldhockey_mails_total', { outcome: 'sent' })).toBe(1);
    expect(await valueOf(metrics, 'fieldhockey_mails_total', { outcome: 'failed' })).toBe(1);
  });

  it('reports each projection\'s state and its distance to the head, for both adapters\' positions', async () => {
    const metrics = new Metrics();
    metrics.trackProjections({
      status: () => [
        { name: 'catalog', version: 1, state: 'live', checkpoint: padPosition(40), lagMs: 0 },
        { name: 'accounts', version: 1, state: 'catching-up', checkpoint: padPosition(12), lagMs: 2500 },
      ],
      headPosition: async () => padPosition(40),
    });
    expect(await valueOf(metrics, 'fieldhockey_projection_lag_positions', { projection: 'accounts' })).toBe(28);
    expect(await valueOf(metrics, 'fieldhockey_projection_lag_positions', { projection: 'catalog' })).toBe(0);
    expect(await valueOf(metrics, 'fieldhockey_projection_lag_seconds', { projection: 'accounts' })).toBe(2.5);
    expect(await valueOf(metrics, 'fieldhockey_projection_state', { projection: 'accounts', state: 'catching-up' })).toBe(1);
    expect(await valueOf(metrics, 'fieldhockey_projection_state', { projection: 'accounts', state: 'live' })).toBe(0);

    expect(positionDistance(padPosition(7), '')).toBe(7);
    expect(positionDistance(`${padPosition(9000)}-${padPosition(9000)}`, `${padPosition(1000)}-${padPosition(1000)}`)).toBe(8000);
    expect(positionDistance(padPosition(3), padPosition(5))).toBe(0);
  });

  it('labels a request by the route template that answered it, and every other by one value', () => {
    expect(routeOf({ baseUrl: '', route: { path: '/api/events/:id' } })).toBe('/api/events/:id');
    expect(routeOf({ baseUrl: '' })).toBe(UNMATCHED_ROUTE);
  });
});
