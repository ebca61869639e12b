import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { type CalendarDate, todayIn } from './calendar-date.js';

/** What time it is, in one place: the server's "today" is the configured time zone's (TIME_ZONE). */
@Injectable()
export class Clock {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  now(): Date {
    return new Date();
  }

  today(): CalendarDate {
    return todayIn(this.config.timeZone, this.now());
  }
}
