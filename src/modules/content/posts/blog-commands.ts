import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { decideAndAppend, latestPosition, loadStream } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import { Clock } from '../../../platform/time/clock.js';
import { sanitizeArticle } from '../html/sanitize-article.js';
import { type PostFields, decideDelete, decideDraft, decideEdit, evolvePost, initialPost, postStream } from './blog-post.js';
import type { CreatePostInput, EditPostInput } from './post-inputs.js';
import { type SlugState, SlugTakenError, evolveSlug, slugStream } from './slug-reservation.js';

const postFold = { evolve: evolvePost, initial: initialPost };
const slugFold = { evolve: evolveSlug, initial: null as SlugState };
/** A post is written right after its slug is reserved: a reservation this old without its post was left by a failed write. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * Writing, editing and deleting posts. The slug is reserved before the post takes it and let go after it
 * leaves it, so two posts never share one; content is sanitized before it is recorded. Each method resolves
 * to the post id and the last position appended (null when nothing changed).
 */
@Injectable()
export class BlogCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly clock: Clock,
  ) {}

  async create(input: CreatePostInput, author: { id: string }, context: CommandContext, postId: string = randomUUID()) {
    const { isPublished, ...rest } = input;
    const fields: PostFields = { ...rest, content: sanitizeArticle(rest.content) };
    const reserved = await this.reserve(fields.slug, postId, context);
    const { position } = await decideAndAppend(
      this.eventStore,
      postStream(postId),
      postFold,
      (state) => ({ events: decideDraft(state, { postId, fields, isPublished, authorId: author.id, now: this.clock.now() }), result: null }),
      context,
    );
    return { postId, position: latestPosition(reserved, position) };
  }

  async edit(postId: string, input: EditPostInput, context: CommandContext) {
    const { isPublished, ...changes } = input;
    const fields: Partial<PostFields> = { ...changes, ...(changes.content === undefined ? {} : { content: sanitizeArticle(changes.content) }) };
    const { state } = await loadStream(this.eventStore, postStream(postId), postFold.evolve, postFold.initial);
    // Unknown posts fail in the decider; the new slug is taken only for a post that exists.
    const previousSlug = state.status === 'live' ? state.fields.slug : null;
    const newSlug = previousSlug !== null && fields.slug !== undefined && fields.slug !== previousSlug ? fields.slug : null;
    const reserved = newSlug ? await this.reserve(newSlug, postId, context) : null;
    const { position } = await decideAndAppend(
      this.eventStore,
      postStream(postId),
      postFold,
      (current) => ({ events: decideEdit(current, { postId, fields, isPublished, now: this.clock.now() }), result: null }),
      context,
    );
    const released = newSlug && previousSlug ? await this.release(previousSlug, postId, context) : null;
    return { postId, position: latestPosition(reserved, position, released) };
  }

  async remove(postId: string, context: CommandContext) {
    const { result: slug, position } = await decideAndAppend(
      this.eventStore,
      postStream(postId),
      postFold,
      (state) => {
        const events = decideDelete(state, { postId, now: this.clock.now() });
        return { events, result: state.status === 'live' ? state.fields.slug : null };
      },
      context,
    );
    const released = slug ? await this.release(slug, postId, context) : null;
    return { postId, position: latestPosition(position, released) };
  }

  /**
   * Takes the slug for the post. A slug held by a deleted post, by a post that moved to another slug, or by a
   * post never written (a write that stopped half way, a minute ago or more) is free to take.
   */
  private async reserve(slug: string, postId: string, context: CommandContext): Promise<string | null> {
    const { state: holder } = await loadStream(this.eventStore, slugStream(slug), slugFold.evolve, slugFold.initial);
    if (holder !== null && holder.postId !== postId && (await this.holds(holder, slug))) throw new SlugTakenError(slug);
    const occurredAt = this.clock.now().toISOString();
    const { position } = await decideAndAppend(
      this.eventStore,
      slugStream(slug),
      slugFold,
      (current) => {
        if (current?.postId === postId) return { events: [], result: null };
        if (current?.postId !== holder?.postId) throw new SlugTakenError(slug);
        return { events: [{ type: 'SlugReserved', data: { slug, postId, occurredAt } }], result: null };
      },
      context,
    );
    return position;
  }

  private async release(slug: string, postId: string, context: CommandContext): Promise<string | null> {
    const occurredAt = this.clock.now().toISOString();
    const { position } = await decideAndAppend(
      this.eventStore,
      slugStream(slug),
      slugFold,
      (holder) => ({ events: holder?.postId === postId ? [{ type: 'SlugReleased', data: { slug, postId, occurredAt } }] : [], result: null }),
      context,
    );
    return position;
  }

  private async holds(holder: NonNullable<SlugState>, slug: string): Promise<boolean> {
    const { state } = await loadStream(this.eventStore, postStream(holder.postId), postFold.evolve, postFold.initial);
    if (state.status === 'none') return this.clock.now().getTime() - Date.parse(holder.reservedAt) < ABANDONED_AFTER_MS;
    return state.status === 'live' && state.fields.slug === slug;
  }
}
