import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { type UserEvent, type UserState, registeredUser } from './user.js';
import { UserStreams } from './user-streams.js';

/** What the profile's "My athlete" card changes (each optional): the home ZIP, the athletes' classes, the followed colleges. */
export interface SeasonProfileChange {
  homeZip?: string | null;
  gradYears?: number[];
  followedColleges?: string[];
}

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** An event per part that differs from what the account holds; none when nothing does. */
export function decideSeasonProfile(state: UserState, command: SeasonProfileChange & { userId: string; now: Date }): UserEvent[] {
  const user = registeredUser(state, command.userId);
  const occurredAt = command.now.toISOString();
  const events: UserEvent[] = [];
  if (command.homeZip !== undefined && command.homeZip !== user.homeZip) {
    events.push({ type: 'UserHomeSet', data: { userId: user.id, homeZip: command.homeZip, occurredAt } });
  }
  if (command.gradYears !== undefined && !sameList(command.gradYears, user.gradYears)) {
    events.push({ type: 'UserAthletesSet', data: { userId: user.id, gradYears: command.gradYears, occurredAt } });
  }
  if (command.followedColleges !== undefined && !sameList(command.followedColleges, user.followedColleges)) {
    events.push({ type: 'UserCollegesFollowed', data: { userId: user.id, colleges: command.followedColleges, occurredAt } });
  }
  return events;
}

@Injectable()
export class ChangeSeasonProfile {
  constructor(private readonly users: UserStreams) {}

  /** Resolves to the appended position, or null when nothing changed. */
  async execute(command: SeasonProfileChange & { userId: string }, context: CommandContext): Promise<string | null> {
    const { state, revision } = await this.users.load(command.userId);
    const events = decideSeasonProfile(state, { ...command, now: new Date() });
    if (events.length === 0) return null;
    return this.users.append(command.userId, events, revision, context);
  }
}
