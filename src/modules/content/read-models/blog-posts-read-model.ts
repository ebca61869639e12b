import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type Document, READ_STORE, type ReadStore, type ReadStoreSession } from '../../../platform/readstore/read-store.js';
import { BLOG_POST_EVENT_TYPES, type BlogCategory, type BlogPostEvent, type PostFields, bylineOf } from '../posts/blog-post.js';

/** A post as the API answers it (spec section 3). Instants are ISO 8601. */
export interface BlogPost extends Omit<PostFields, 'authorName'> {
  id: string;
  isPublished: boolean;
  /** The byline: the name the admin gave, else the publication's (never an admin's login name). */
  authorName: string;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

type PostDocument = Document & Omit<BlogPost, 'id'>;

const POSTS = 'content_posts';

export const blogPostsProjection: Projection = {
  name: 'content-posts',
  // 2: the byline replaced the drafting admin's login name.
  version: 2,
  handles: BLOG_POST_EVENT_TYPES,
  collections: [POSTS],
  async setUp(session: ReadStoreSession) {
    await session.collection(POSTS).createIndex({ slug: 1 });
    // Each list's order, ties by id: every post newest written first (`all`), published ones newest first (`published`).
    await session.collection(POSTS).createIndex({ createdAt: -1, _id: 1 });
    await session.collection(POSTS).createIndex({ isPublished: 1, publishedAt: -1, _id: 1 });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    const posts = session.collection<PostDocument>(POSTS);
    for (const event of batch as unknown as readonly BlogPostEvent[]) {
      const _id = event.data.postId;
      const at = event.data.occurredAt;
      if (event.type === 'BlogPostDrafted') {
        const { fields } = event.data;
        const post: PostDocument = { _id, ...fields, isPublished: false, authorName: bylineOf(fields), publishedAt: null, createdAt: at, updatedAt: at };
        await posts.bulkWrite([{ replaceOne: { filter: { _id }, replacement: post, upsert: true } }]);
        continue;
      }
      if (event.type === 'BlogPostDeleted') {
        await posts.bulkWrite([{ deleteOne: { filter: { _id } } }]);
        continue;
      }
      const stored = await posts.findOne({ _id });
      if (!stored) continue;
      const changed: PostDocument =
        event.type === 'BlogPostEdited'
          ? { ...stored, ...event.data.changes, authorName: 'authorName' in event.data.changes ? bylineOf(event.data.changes) : stored.authorName }
          : event.type === 'BlogPostPublished'
            ? { ...stored, isPublished: true, publishedAt: event.data.publishedAt }
            : { ...stored, isPublished: false };
      await posts.bulkWrite([{ replaceOne: { filter: { _id }, replacement: { ...changed, updatedAt: at } } }]);
    }
  },
};

const toPost = ({ _id, ...post }: PostDocument): BlogPost => ({ id: _id, ...post });

@Injectable()
export class BlogPostsQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** Every post, drafts too, newest written first. */
  async all(): Promise<BlogPost[]> {
    const posts = await this.readStore.collection<PostDocument>(POSTS).find({}, { sort: { createdAt: -1, _id: 1 } });
    return posts.map(toPost);
  }

  /** Published posts, newest published first. */
  async published(category?: BlogCategory): Promise<BlogPost[]> {
    const filter = category ? { isPublished: true, category } : { isPublished: true };
    const posts = await this.readStore.collection<PostDocument>(POSTS).find(filter, { sort: { publishedAt: -1, _id: 1 } });
    return posts.map(toPost);
  }

  async publishedBySlug(slug: string): Promise<BlogPost | null> {
    const post = await this.readStore.collection<PostDocument>(POSTS).findOne({ slug, isPublished: true });
    return post ? toPost(post) : null;
  }

  async byId(postId: string): Promise<BlogPost | null> {
    const post = await this.readStore.collection<PostDocument>(POSTS).findOne({ _id: postId });
    return post ? toPost(post) : null;
  }
}
