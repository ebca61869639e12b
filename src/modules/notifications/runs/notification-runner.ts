import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { type CommandContext, SYSTEM_ACTOR, newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { WrongExpectedRevisionError } from '../../../platform/eventstore/event-store.js';
import { ACCESS_RESOLVER, type AccessLevel, type AccessResolver } from '../../../platform/http/access.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { MAILER, type Mailer, type MailMessage } from '../../../platform/mail/mailer.js';
import { type CalendarDate, addDays, todayIn } from '../../../platform/time/calendar-date.js';
import { Clock } from '../../../platform/time/clock.js';
import { UsersQuery } from '../../accounts/users/users-read-model.js';
import { type Viewer, mostRecentMondayUtc, viewerFor } from '../../catalog/access/access-window.js';
import { EventsQuery, SavedEventsQuery } from '../../catalog/read-models/catalog-queries.js';
import type { CatalogEventDocument } from '../../catalog/read-models/event-list.js';
import { EventChangesQuery } from '../changes/event-changes-read-model.js';
import type { MailSentEvent } from '../ledger/mail-ledger.js';
import { MailLedger } from '../ledger/mail-ledger-store.js';
import { type MailContext, type MailEvent, changeAlertMail, collegeAlertMail, digestMail, reminderMail } from '../mails/compose-mail.js';
import { mailLanguageOf } from '../mails/mail-language.js';
import { PREFERENCE_OF, remindersDueOn } from '../planning/reminders.js';
import { digestContent, digestWindow, isDigestDay, isEmptyDigest } from '../planning/weekly-digest.js';
import { DEFAULT_PREFERENCES, type NotificationKind, type NotificationPreferences } from '../preferences/notification-preferences.js';
import { PreferencesQuery } from '../preferences/preferences-read-model.js';
import { UnsubscribeTokens } from '../unsubscribe/unsubscribe-tokens.js';

export interface RunReport {
  sent: number;
  failed: number;
}

/** Change alerts cover the changes of this many days: a server down for a day still tells, a late save does not dig up old news. */
const CHANGE_ALERT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Failures in a row after which a run stops: the mail server is down or refusing everything, and each attempt can
 * take a connection timeout. What was not tried stays due, for the next run.
 */
const FAILURES_BEFORE_GIVING_UP = 3;

/** One mail due now: its key (what, for whom, for which date) names its ledger stream. */
interface DueMail {
  key: string;
  userId: string;
  message: MailMessage;
  /** What the ledger records once the mail server took it. */
  sent: (occurredAt: string) => MailSentEvent;
}

interface Recipient {
  id: string;
  email: string;
  username: string;
  level: AccessLevel;
  viewer: Viewer;
  preferences: NotificationPreferences;
  context: (kind: NotificationKind) => MailContext;
}

const toMailEvent = (event: CatalogEventDocument): MailEvent => ({
  id: event._id,
  name: event.name,
  startDate: event.startDate,
  endDate: event.endDate,
  registrationDeadline: event.registrationDeadline,
  city: event.city,
  state: event.state,
  cost: event.cost,
  registrationLink: event.registrationLink,
});

/** One college mail per user and day: the key its ledger stream is named after. */
const collegeAlertKey = (userId: string, day: CalendarDate) => `college-alert:${userId}:${day}`;

/** The sender's display name (`Field Hockey Events <…>` → `Field Hockey Events`), which also signs each mail. */
function productNameOf(from: string): string {
  const angle = from.indexOf('<');
  const name = angle === -1 ? '' : from.slice(0, angle).trim().replace(/^"|"$/g, '').trim();
  return name || 'Field Hockey Events';
}

/**
 * Works out every mail due at `now` (reminders, change alerts, the Monday digest) from the read models and sends
 * each one at most once: the mail ledger claims it before sending and records the outcome after. Safe to run at
 * any time, as often as wanted, on several servers at once.
 */
@Injectable()
export class NotificationRunner {
  private readonly productName: string;

  constructor(
    private readonly events: EventsQuery,
    private readonly saved: SavedEventsQuery,
    private readonly users: UsersQuery,
    @Inject(ACCESS_RESOLVER) private readonly access: AccessResolver,
    private readonly preferences: PreferencesQuery,
    private readonly changes: EventChangesQuery,
    private readonly ledger: MailLedger,
    private readonly tokens: UnsubscribeTokens,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.productName = productNameOf(config.mail.from);
  }

  /** `now` decides what is due (tests and tools pass a moment); when claims and outcomes happen is the clock's. */
  async run(now: Date = this.clock.now()): Promise<RunReport> {
    const today = todayIn(this.config.timeZone, now);
    const recipients = this.recipients(now);
    const due = [
      ...(await this.reminders(today, recipients)),
      ...(await this.changeAlerts(now, today, recipients)),
      ...(await this.collegeAlerts(now, today, recipients)),
      ...(isDigestDay(today) ? await this.digests(now, today, recipients) : []),
    ];
    const context = newCommandContext(SYSTEM_ACTOR);
    const report: RunReport = { sent: 0, failed: 0 };
    let failuresInARow = 0;
    for (const mail of due) {
      const outcome = await this.deliver(mail, context);
      if (outcome !== 'skipped') report[outcome] += 1;
      failuresInARow = outcome === 'failed' ? failuresInARow + 1 : outcome === 'sent' ? 0 : failuresInARow;
      if (failuresInARow >= FAILURES_BEFORE_GIVING_UP) {
        this.logger.warn({ failuresInARow }, 'the mail server keeps refusing: the rest waits for the next run');
        break;
      }
    }
    if (report.sent > 0 || report.failed > 0) this.logger.info({ ...report, today }, 'notification run');
    return report;
  }

  private async deliver(mail: DueMail, context: CommandContext): Promise<'sent' | 'failed' | 'skipped'> {
    const claim = await this.ledger.claim(mail.key, mail.userId, this.clock.now(), context);
    if (!claim) return 'skipped';
    try {
      await this.mailer.send(mail.message);
    } catch (error) {
      this.logger.warn({ err: error, key: mail.key }, 'mail not sent: the next run retries it');
      await this.record(mail, () => this.ledger.failed(claim, error, this.clock.now(), context));
      return 'failed';
    }
    await this.record(mail, () => this.ledger.sent(claim, mail.sent(this.clock.now().toISOString()), context));
    return 'sent';
  }

  private async record(mail: DueMail, append: () => Promise<void>): Promise<void> {
    try {
      await append();
    } catch (error) {
      // Another run took the claim over meanwhile (this attempt outlived the claim's timeout): its outcome stands.
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      this.logger.warn({ key: mail.key }, 'mail attempt finished after its claim was taken over');
    }
  }

  /** Who gets mail and what they see, looked up once per user and run. */
  private recipients(now: Date): (userId: string) => Promise<Recipient | null> {
    const known = new Map<string, Promise<Recipient | null>>();
    let chosen: Promise<Map<string, NotificationPreferences>> | null = null;
    return (userId) => {
      let recipient = known.get(userId);
      if (!recipient) {
        recipient = (async () => {
          const user = await this.users.findById(userId);
          if (!user) return null;
          const { level } = await this.access.accessOf(userId);
          const language = mailLanguageOf(user);
          return {
            id: userId,
            email: user.email,
            username: user.username,
            level,
            viewer: viewerFor(level, user.isAdmin, now),
            preferences: (await (chosen ??= this.preferences.chosen())).get(userId) ?? DEFAULT_PREFERENCES,
            context: (kind) => ({
              recipient: { email: user.email, username: user.username, language },
              kind,
              unsubscribeToken: this.tokens.issue(userId, kind),
              publicUrl: this.config.publicUrl,
              productName: this.productName,
            }),
          };
        })();
        known.set(userId, recipient);
      }
      return recipient;
    };
  }

  /** Pro, switched on, on the day: deadline reminders 7 and 1 days ahead, event reminders 3 days ahead. */
  private async reminders(today: CalendarDate, recipients: (userId: string) => Promise<Recipient | null>): Promise<DueMail[]> {
    const due: DueMail[] = [];
    for (const { userId, eventId } of await this.saved.allSaved()) {
      const event = await this.events.findById(eventId);
      if (!event) continue;
      const reminders = remindersDueOn(today, event);
      if (reminders.length === 0) continue;
      const recipient = await recipients(userId);
      if (!recipient || recipient.level !== 'pro' || !(await this.events.unlocked(recipient.viewer, eventId, today))) continue;
      for (const { kind, date } of reminders) {
        const preference = PREFERENCE_OF[kind];
        if (!recipient.preferences[preference]) continue;
        due.push({
          key: `reminder:${kind}:${userId}:${eventId}:${date}`,
          userId,
          message: reminderMail(kind, toMailEvent(event), recipient.context(preference)),
          sent: (occurredAt) => ({ type: 'ReminderSent', data: { userId, eventId, kind, date, occurredAt } }),
        });
      }
    }
    return due;
  }

  /** Pro, switched on: each change of the last days to a saved event, to those who had saved it by then. */
  private async changeAlerts(now: Date, today: CalendarDate, recipients: (userId: string) => Promise<Recipient | null>): Promise<DueMail[]> {
    const due: DueMail[] = [];
    for (const change of await this.changes.since(new Date(now.getTime() - CHANGE_ALERT_DAYS * DAY_MS))) {
      const event = await this.events.findById(change.eventId);
      // Removed, or over: nothing left to plan around.
      if (!event || (event.endDate ?? event.startDate) < today) continue;
      // A change that only added colleges is for their followers (see collegeAlerts), not for savers.
      if (!change.cancelled && !change.vanished && change.changes.length === 0) continue;
      for (const { userId, savedAt } of await this.saved.saversOf(change.eventId)) {
        if (savedAt > change.occurredAt) continue;
        const recipient = await recipients(userId);
        if (!recipient || recipient.level !== 'pro' || !recipient.preferences.changeAlerts) continue;
        if (!(await this.events.unlocked(recipient.viewer, event._id, today))) continue;
        due.push({
          key: `change-alert:${userId}:${change._id}`,
          userId,
          message: changeAlertMail(toMailEvent(event), change, recipient.context('changeAlerts')),
          sent: (occurredAt) => ({ type: 'ChangeAlertSent', data: { userId, eventId: event._id, changeId: change._id, occurredAt } }),
        });
      }
    }
    return due;
  }

  /**
   * Pro, change alerts on: colleges a user follows added to upcoming events they see, in one mail a day at most. Each
   * change is told once: those told in the mails of the days before (within the alerts' days) are left out.
   */
  private async collegeAlerts(now: Date, today: CalendarDate, recipients: (userId: string) => Promise<Recipient | null>): Promise<DueMail[]> {
    const changes = (await this.changes.since(new Date(now.getTime() - CHANGE_ALERT_DAYS * DAY_MS))).filter(
      (change) => (change.collegesAdded ?? []).length > 0,
    );
    if (changes.length === 0) return [];
    const due: DueMail[] = [];
    for (const { userId, colleges } of await this.users.followers()) {
      const followed = new Set(colleges.map((name) => name.toLowerCase()));
      const concerning = changes.filter((change) => (change.collegesAdded ?? []).some((name) => followed.has(name.toLowerCase())));
      if (concerning.length === 0) continue;
      const recipient = await recipients(userId);
      if (!recipient || recipient.level !== 'pro' || !recipient.preferences.changeAlerts) continue;
      // What the mails of the days before told, as (event, college): a list that loses a name and gets it back (a
      // scraper reading part of a page) is not news twice.
      const toldIds = await this.toldColleges(userId, today);
      const told = new Set(changes.filter((change) => toldIds.has(change._id)).flatMap((change) => (change.collegesAdded ?? []).map((name) => `${change.eventId}|${name.toLowerCase()}`)));
      const items: { event: MailEvent; colleges: string[] }[] = [];
      const changeIds: string[] = [];
      for (const change of concerning) {
        if (toldIds.has(change._id)) continue;
        const added = (change.collegesAdded ?? []).filter((name) => followed.has(name.toLowerCase()) && !told.has(`${change.eventId}|${name.toLowerCase()}`));
        if (added.length === 0) continue;
        const event = await this.events.findById(change.eventId);
        if (!event || event.isCancelled || event.isVanished || (event.endDate ?? event.startDate) < today) continue;
        if (!(await this.events.unlocked(recipient.viewer, event._id, today))) continue;
        changeIds.push(change._id);
        const item = items.find((each) => each.event.id === event._id);
        if (item) item.colleges.push(...added.filter((name) => !item.colleges.some((known) => known.toLowerCase() === name.toLowerCase())));
        else items.push({ event: toMailEvent(event), colleges: added });
      }
      if (items.length === 0) continue;
      due.push({
        key: collegeAlertKey(userId, today),
        userId,
        message: collegeAlertMail(items, recipient.context('changeAlerts')),
        sent: (occurredAt) => ({ type: 'CollegeAlertSent', data: { userId, day: today, changeIds, occurredAt } }),
      });
    }
    return due;
  }

  /** The changes already told in this user's college mails of the days before today, as far back as alerts go. */
  private async toldColleges(userId: string, today: CalendarDate): Promise<Set<string>> {
    const told = new Set<string>();
    for (let days = 1; days <= CHANGE_ALERT_DAYS; days += 1) {
      const sent = await this.ledger.sentUnder(collegeAlertKey(userId, addDays(today, -days)));
      if (sent?.type === 'CollegeAlertSent') for (const id of sent.data.changeIds) told.add(id);
    }
    return told;
  }

  /** Basic and Pro, opted in, on Mondays: the week's new listings through their filters, and deadlines coming up. */
  private async digests(now: Date, today: CalendarDate, recipients: (userId: string) => Promise<Recipient | null>): Promise<DueMail[]> {
    const due: DueMail[] = [];
    const window = digestWindow(mostRecentMondayUtc(now));
    const weekListings = (await this.events.all()).filter((event) => event.listedAt >= window.from && event.listedAt < window.to);
    for (const [userId, preferences] of await this.preferences.chosen()) {
      if (!preferences.weeklyDigest) continue;
      const recipient = await recipients(userId);
      if (!recipient || recipient.level === 'sample') continue;
      const savedIds = await this.saved.savedIds(userId);
      const savedEvents = (await Promise.all([...savedIds].map((eventId) => this.events.findById(eventId)))).filter(
        (event): event is CatalogEventDocument => event !== null,
      );
      const candidates = [...new Map([...weekListings, ...savedEvents].map((event) => [event._id, event])).values()];
      const unlocked = new Set<string>();
      for (const event of candidates) if (await this.events.unlocked(recipient.viewer, event._id, today)) unlocked.add(event._id);
      const content = digestContent({
        events: candidates,
        savedIds,
        isUnlocked: (event) => unlocked.has(event._id),
        filters: preferences.digestFilters,
        today,
        window,
      });
      if (isEmptyDigest(content)) continue;
      due.push({
        key: `digest:${userId}:${today}`,
        userId,
        message: digestMail(
          { newEvents: content.newEvents.map(toMailEvent), closingSoon: content.closingSoon.map(toMailEvent) },
          recipient.context('weeklyDigest'),
        ),
        sent: (occurredAt) => ({ type: 'WeeklyDigestSent', data: { userId, week: today, occurredAt } }),
      });
    }
    return due;
  }
}
