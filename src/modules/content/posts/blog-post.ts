import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';

export const BLOG_CATEGORIES = ['recruiting_tips', 'showcase_reviews', 'college_prep', 'success_stories'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** What an admin writes; `content` is stored sanitized. */
export interface PostFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  featuredImage: string | null;
  metaDescription: string | null;
  /**
   * The byline readers see, as the admin writes it; null (and absent from posts drafted before it existed):
   * the publication's own, `EDITORIAL_BYLINE`. An admin's login name is never shown.
   */
  authorName?: string | null;
}

/** Who signs a post whose admin gave no author name: the product itself. */
export const EDITORIAL_BYLINE = 'Field Hockey Events';

export const bylineOf = (fields: Pick<PostFields, 'authorName'>): string => fields.authorName ?? EDITORIAL_BYLINE;

export const POST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'featuredImage',
  'metaDescription',
  'authorName',
] as const satisfies readonly (keyof PostFields)[];

/**
 * Events of `content-post-<id>`. Instants are ISO 8601. `authorId` is the admin who wrote the draft (the audit
 * trail); drafts recorded before bylines existed also carry `authorName`, that admin's login name, which
 * nothing shows any more.
 */
export interface BlogPostDrafted {
  type: 'BlogPostDrafted';
  data: { postId: string; fields: PostFields; authorId: string; authorName?: string; occurredAt: string };
}
/** Only the fields that changed, with what they were. */
export interface BlogPostEdited {
  type: 'BlogPostEdited';
  data: { postId: string; changes: Partial<PostFields>; previous: Partial<PostFields>; occurredAt: string };
}
/** `publishedAt`: the first publication's time, kept when a post is taken down and published again. */
export interface BlogPostPublished {
  type: 'BlogPostPublished';
  data: { postId: string; publishedAt: string; occurredAt: string };
}
export interface BlogPostUnpublished {
  type: 'BlogPostUnpublished';
  data: { postId: string; occurredAt: string };
}
export interface BlogPostDeleted {
  type: 'BlogPostDeleted';
  data: { postId: string; slug: string; occurredAt: string };
}
export type BlogPostEvent = BlogPostDrafted | BlogPostEdited | BlogPostPublished | BlogPostUnpublished | BlogPostDeleted;
export const BLOG_POST_EVENT_TYPES = ['BlogPostDrafted', 'BlogPostEdited', 'BlogPostPublished', 'BlogPostUnpublished', 'BlogPostDeleted'] as const satisfies readonly BlogPostEvent['type'][];

export const postStream = (postId: string) => `content-post-${postId}`;

export type PostState =
  | { status: 'none' }
  | { status: 'deleted' }
  | { status: 'live'; fields: PostFields; isPublished: boolean; publishedAt: string | null };

export const initialPost: PostState = { status: 'none' };

export function evolvePost(state: PostState, recorded: BlogPostEvent | RecordedEvent): PostState {
  const event = recorded as BlogPostEvent;
  switch (event.type) {
    case 'BlogPostDrafted':
      return { status: 'live', fields: event.data.fields, isPublished: false, publishedAt: null };
    case 'BlogPostEdited':
      return state.status === 'live' ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
    case 'BlogPostPublished':
      return state.status === 'live' ? { ...state, isPublished: true, publishedAt: event.data.publishedAt } : state;
    case 'BlogPostUnpublished':
      return state.status === 'live' ? { ...state, isPublished: false } : state;
    case 'BlogPostDeleted':
      return { status: 'deleted' };
    default:
      return state;
  }
}

export class UnknownPostError extends Error {
  override readonly name = 'UnknownPostError';
  constructor() {
    super('Post not found');
  }
}

type Now = { now: Date };

export function decideDraft(
  state: PostState,
  command: { postId: string; fields: PostFields; isPublished: boolean; authorId: string } & Now,
): BlogPostEvent[] {
  if (state.status !== 'none') throw new Error(`Post ${command.postId} already exists`);
  const occurredAt = command.now.toISOString();
  const { postId, fields, authorId } = command;
  const drafted: BlogPostEvent = { type: 'BlogPostDrafted', data: { postId, fields, authorId, occurredAt } };
  return command.isPublished ? [drafted, { type: 'BlogPostPublished', data: { postId, publishedAt: occurredAt, occurredAt } }] : [drafted];
}

/** The fields that differ, then the publication change; nothing when nothing changes. */
export function decideEdit(state: PostState, command: { postId: string; fields: Partial<PostFields>; isPublished?: boolean } & Now): BlogPostEvent[] {
  if (state.status !== 'live') throw new UnknownPostError();
  const occurredAt = command.now.toISOString();
  const changed = POST_FIELDS.filter((field) => command.fields[field] !== undefined && command.fields[field] !== (state.fields[field] ?? null));
  const events: BlogPostEvent[] = [];
  if (changed.length > 0) {
    const changes = Object.fromEntries(changed.map((field) => [field, command.fields[field]])) as Partial<PostFields>;
    // A post drafted before bylines has none: null, as a cleared one.
    const previous = Object.fromEntries(changed.map((field) => [field, state.fields[field] ?? null])) as Partial<PostFields>;
    events.push({ type: 'BlogPostEdited', data: { postId: command.postId, changes, previous, occurredAt } });
  }
  if (command.isPublished === true && !state.isPublished) {
    events.push({ type: 'BlogPostPublished', data: { postId: command.postId, publishedAt: state.publishedAt ?? occurredAt, occurredAt } });
  }
  if (command.isPublished === false && state.isPublished) events.push({ type: 'BlogPostUnpublished', data: { postId: command.postId, occurredAt } });
  return events;
}

export function decideDelete(state: PostState, command: { postId: string } & Now): BlogPostEvent[] {
  if (state.status !== 'live') throw new UnknownPostError();
  return [{ type: 'BlogPostDeleted', data: { postId: command.postId, slug: state.fields.slug, occurredAt: command.now.toISOString() } }];
}
