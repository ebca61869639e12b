import { describe, expect, it } from '@jest/globals';
import { SchedulerRegistry } from '@nestjs/schedule';
import { pino } from 'pino';
import { loadConfig } from '../../../platform/config/config.js';
import type { NotificationRunner } from './notification-runner.js';
import { NotificationSchedule } from './notification-schedule.js';

/** Never called: these tests only look at when runs are planned, and no tick comes within them. */
const idleRunner = {} as NotificationRunner;
const logger = pino({ level: 'silent' });

const hourIn = (timeZone: string, date: Date) => Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(date));

describe('the notifications schedule', () => {
  it('given the schedule on, then runs are planned on the hour from 07:00 to 21:00 in the server’s time zone, and stop at shutdown', async () => {
    const registry = new SchedulerRegistry();
    const config = loadConfig({ NODE_ENV: 'test', NOTIFICATIONS_SCHEDULE: 'on', TIME_ZONE: 'America/Los_Angeles' });
    const schedule = new NotificationSchedule(registry, idleRunner, config, logger);
    schedule.onApplicationBootstrap();

    const next = registry.getCronJob('notifications').nextDates(30).map((date) => date.toJSDate());
    expect(next.every((date) => date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0)).toBe(true);
    expect([...new Set(next.map((date) => hourIn('America/Los_Angeles', date)))].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, index) => 7 + index),
    );

    await schedule.beforeApplicationShutdown();
    expect(registry.doesExist('cron', 'notifications')).toBe(false);
  });

  it('given the schedule off (the default in tests), then nothing is planned', async () => {
    const registry = new SchedulerRegistry();
    const schedule = new NotificationSchedule(registry, idleRunner, loadConfig({ NODE_ENV: 'test' }), logger);
    schedule.onApplicationBootstrap();
    expect(registry.getCronJobs().size).toBe(0);
    await schedule.beforeApplicationShutdown();
  });
});
