import { Inject, Injectable } from '@nestjs/common';
import {
  EVENT_STORE,
  type EventStore,
  WrongExpectedRevisionError,
} from '../../../platform/eventstore/event-store.js';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { appendDecided, latestPosition, loadStream } from '../../../platform/eventsourcing/streams.js';
import {
  type SessionEndReason,
  type SessionEvent,
  decideEndSession,
  decideRefreshSession,
  decideStartSession,
  evolveSession,
  initialSessionState,
  newSessionToken,
  sessionIdFor,
  sessionIdOf,
  sessionStream,
} from './session.js';
import { SessionsQuery } from './sessions-read-model.js';

export interface StartedSession {
  /** The cookie value: given to the browser once, never stored. */
  token: string;
  startedAt: Date;
  position: string;
}

/** Session commands. Each loads its session's own stream and appends at the revision it read. */
@Injectable()
export class Sessions {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly query: SessionsQuery,
  ) {}

  async start(
    command: { userId: string; ip?: string; userAgent?: string },
    context: CommandContext,
  ): Promise<StartedSession> {
    const token = newSessionToken();
    const sessionId = sessionIdFor(token);
    const now = new Date();
    const events = decideStartSession(initialSessionState, { ...command, now });
    const position = await this.append(sessionId, events, 'no_stream', context);
    return { token, startedAt: now, position };
  }

  /**
   * Records activity at most once an hour. Two requests racing to record it append once: the loser's
   * expected revision no longer matches and there is nothing left for it to do.
   */
  async refresh(sessionId: string, context: CommandContext): Promise<void> {
    const { state, revision } = await loadStream(this.eventStore, sessionStream(sessionId), evolveSession, initialSessionState);
    const events = decideRefreshSession(state, new Date());
    if (events.length > 0) await this.append(sessionId, events, revision, context).catch(ignoreLostRace);
  }

  /** Resolves to the appended position, or null when the session had already ended. */
  async end(sessionId: string, reason: SessionEndReason, context: CommandContext): Promise<string | null> {
    for (;;) {
      const { state, revision } = await loadStream(this.eventStore, sessionStream(sessionId), evolveSession, initialSessionState);
      const events = decideEndSession(state, reason, new Date());
      if (events.length === 0) return null;
      try {
        return await this.append(sessionId, events, revision, context);
      } catch (error) {
        // A refresh slipped in between: read again, the session still has to end.
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
  }

  async endByToken(token: string, reason: SessionEndReason, context: CommandContext): Promise<string | null> {
    const sessionId = sessionIdOf(token);
    return sessionId ? this.end(sessionId, reason, context) : null;
  }

  /** Ends every session of the user except one (the one that asked): resolves to the last position appended. */
  async endOthers(userId: string, keep: string | null, reason: SessionEndReason, context: CommandContext): Promise<string | null> {
    const sessions = await this.query.findByUser(userId);
    let last: string | null = null;
    for (const session of sessions) {
      if (session._id !== keep) last = latestPosition(last, await this.end(session._id, reason, context));
    }
    return last;
  }

  private append(
    sessionId: string,
    events: SessionEvent[],
    expectedRevision: bigint | 'no_stream',
    context: CommandContext,
  ): Promise<string> {
    return appendDecided(this.eventStore, sessionStream(sessionId), events, expectedRevision, context);
  }
}

function ignoreLostRace(error: unknown): void {
  if (!(error instanceof WrongExpectedRevisionError)) throw error;
}
