import type { ScrapedEvent } from '../extraction/types.js';

/**
 * The events one run found, one per event. A source key names an event, but a site without structured data shows
 * the same event on its listing and on its detail page under two fallback keys (page + name + start date); the
 * same name, start date and place found under another key is that event again, and the later record (the detail
 * page, which breadth-first discovery reaches after the listing) wins.
 */
export class FoundEvents {
  private readonly byKey = new Map<string, ScrapedEvent>();
  private readonly keyByIdentity = new Map<string, string>();

  add(event: ScrapedEvent): void {
    const identity = identityOf(event);
    const earlier = this.keyByIdentity.get(identity);
    if (earlier !== undefined && earlier !== event.sourceKey) this.byKey.delete(earlier);
    this.byKey.set(event.sourceKey, event);
    this.keyByIdentity.set(identity, event.sourceKey);
  }

  get size(): number {
    return this.byKey.size;
  }

  values(): IterableIterator<ScrapedEvent> {
    return this.byKey.values();
  }
}

function identityOf({ details }: ScrapedEvent): string {
  return [details.name.replace(/\s+/g, ' ').trim().toLowerCase(), details.startDate, details.city.toLowerCase(), details.state].join('|');
}
