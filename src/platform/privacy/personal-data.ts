/**
 * Personal data in an append-only log (crypto-shredding). Each module declares which fields of which of its events
 * are a person's data and whose (`subject`: the data field holding that user's id). The event store adapter then
 * writes those fields encrypted with a key of that user's own, kept outside the log (`KeyVault`); deleting the
 * account destroys the key, and from then on every reading of those fields, old events and full rebuilds included,
 * gives the rule's placeholder instead. Nothing else about an event changes.
 */

/** The event every module hears when an account is deleted: its read models drop or anonymize that user's data. */
export const USER_DELETED = 'UserDeleted';

/** What a deleted user is shown as wherever a name was. */
export const DELETED_USER_NAME = 'Deleted user';

export type UserDeletedData = {
  userId: string;
  /** Who asked: the user, an admin, or the retention job. */
  by: 'user' | 'admin' | 'retention';
  /** The admin's reason, kept in the audit trail (the form asks for no personal data). */
  reason: string | null;
  occurredAt: string;
};

/** The personal fields of one event type: each field with what it reads as once its subject is deleted. */
export interface PersonalFields {
  type: string;
  /** The data field holding the id of the user the fields belong to. */
  subject: string;
  fields: Readonly<Record<string, unknown>>;
}

/**
 * Streams named after a personal value (`accounts-email-<address>`) before names were pseudonymous: `rename` gives
 * the name such a stream has now, or null for a stream of the prefix that is no such stream.
 */
export interface PersonalStreams {
  prefix: string;
  rename(legacyName: string, pseudonym: (purpose: string, value: string) => string): string | null;
  /**
   * The event types after which such a stream links nothing any more (a released reservation): a stream of the prefix
   * whose last event is one of them is retired (`EventStore.retireStream`), also when an earlier version left it.
   */
  retiredAfter?: readonly string[];
}

/** What a module declares of its personal data. */
export interface PersonalDataDeclaration {
  fields: readonly PersonalFields[];
  streams?: readonly PersonalStreams[];
}

/** The rules of every module, by event type. */
export class PersonalDataRules {
  private readonly byType = new Map<string, PersonalFields>();

  readonly streams: readonly PersonalStreams[];

  constructor(declarations: readonly PersonalDataDeclaration[]) {
    this.streams = declarations.flatMap((declaration) => declaration.streams ?? []);
    for (const rule of declarations.flatMap((declaration) => declaration.fields)) {
      if (this.byType.has(rule.type)) throw new Error(`Personal fields of ${rule.type} are declared twice`);
      this.byType.set(rule.type, rule);
    }
  }

  forType(type: string): PersonalFields | undefined {
    return this.byType.get(type);
  }

  get types(): string[] {
    return [...this.byType.keys()];
  }
}
