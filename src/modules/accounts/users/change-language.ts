import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import type { Language } from './language.js';
import { type UserEvent, type UserState, registeredUser } from './user.js';
import { UserStreams } from './user-streams.js';

export function decideChangeLanguage(state: UserState, command: { userId: string; language: Language; now: Date }): UserEvent[] {
  const user = registeredUser(state, command.userId);
  if (user.language === command.language) return [];
  return [
    {
      type: 'UserLanguageChanged',
      data: { userId: user.id, language: command.language, previousLanguage: user.language, occurredAt: command.now.toISOString() },
    },
  ];
}

@Injectable()
export class ChangeLanguage {
  constructor(private readonly users: UserStreams) {}

  /** Resolves to the appended position, or null when the user already reads that language. */
  async execute(command: { userId: string; language: Language }, context: CommandContext): Promise<string | null> {
    const { state, revision } = await this.users.load(command.userId);
    const events = decideChangeLanguage(state, { ...command, now: new Date() });
    if (events.length === 0) return null;
    return this.users.append(command.userId, events, revision, context);
  }
}
