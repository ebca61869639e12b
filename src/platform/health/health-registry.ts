import { Injectable } from '@nestjs/common';

export interface HealthReport {
  ok: boolean;
  [detail: string]: unknown;
}

/** Modules add their own sections to /api/admin/health (the ingestion module: each scraper's last run). */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, () => Promise<HealthReport>>();

  register(section: string, check: () => Promise<HealthReport>): void {
    this.checks.set(section, check);
  }

  async run(): Promise<Record<string, HealthReport>> {
    const entries = await Promise.all(
      [...this.checks].map(async ([section, check]) => [section, await check().catch(failed)] as const),
    );
    return Object.fromEntries(entries);
  }
}

export function failed(error: unknown): HealthReport {
  return { ok: false, error: error instanceof Error ? error.message : String(error) };
}
