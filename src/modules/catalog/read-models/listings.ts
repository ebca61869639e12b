import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '../../../platform/readstore/read-store.js';
import { LISTINGS, type ListingDocument } from './event-list.js';

/** Listings over time, removed events included. */
@Injectable()
export class CatalogListings {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  everListed(): Promise<number> {
    return this.readStore.collection<ListingDocument>(LISTINGS).count();
  }

  /** When each event listed since `since` was listed, oldest first: the admin growth chart groups them by day. */
  async listedSince(since: Date): Promise<Date[]> {
    const listings = await this.readStore.collection<ListingDocument>(LISTINGS).find({ listedAt: { $gte: since } }, { sort: { listedAt: 1 } });
    return listings.map((listing) => listing.listedAt);
  }
}
