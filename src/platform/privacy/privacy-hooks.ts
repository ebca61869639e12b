import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../eventsourcing/command-context.js';

/** What a module does when an account is deleted, before its key is destroyed (e.g. cancel a paid subscription). */
export type DeletionStep = (userId: string, context: CommandContext) => Promise<void>;

/** A module's part of a user's data export: a section of the JSON file. */
export type ExportSection = (userId: string) => Promise<unknown>;

/**
 * Where modules hook into an account's deletion and its data export, without the accounts module knowing them:
 * each registers its steps and sections when it starts (`onModuleInit`). Steps must be idempotent (a deletion a
 * crash cut short is run again from the start).
 */
@Injectable()
export class PrivacyHooks {
  private readonly steps: { name: string; step: DeletionStep }[] = [];
  private readonly sections: { name: string; section: ExportSection }[] = [];

  onDeletion(name: string, step: DeletionStep): void {
    this.steps.push({ name, step });
  }

  onExport(name: string, section: ExportSection): void {
    this.sections.push({ name, section });
  }

  deletionSteps(): readonly { name: string; step: DeletionStep }[] {
    return this.steps;
  }

  async exportOf(userId: string): Promise<Record<string, unknown>> {
    const document: Record<string, unknown> = {};
    for (const { name, section } of this.sections) document[name] = await section(userId);
    return document;
  }
}
