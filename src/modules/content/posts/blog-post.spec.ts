import { describe, expect, it } from '@jest/globals';
import {
  type PostFields,
  type PostState,
  EDITORIAL_BYLINE,
  UnknownPostError,
  bylineOf,
  decideDelete,
  decideDraft,
  decideEdit,
  evolvePost,
  initialPost,
} from './blog-post.js';

const fields: PostFields = {
  title: 'How to stand out',
  slug: 'how-to-stand-out',
  excerpt: 'Coaches watch more than goals.',
  content: '<p>Hello</p>',
  category: 'recruiting_tips',
  featuredImage: null,
  metaDescription: null,
};
const at = (minute: number) => new Date(`2026-11-21T12:${String(minute).padStart(2, '0')}:00.000Z`);
const author = { authorId: 'a1' };

describe('a blog post', () => {
  it('given a draft published, when taken down and published again, then it keeps its first publication date', () => {
    let state: PostState = decideDraft(initialPost, { postId: 'p1', fields, isPublished: true, ...author, now: at(0) }).reduce(evolvePost, initialPost);
    expect(state).toEqual({ status: 'live', fields, isPublished: true, publishedAt: at(0).toISOString() });
    state = decideEdit(state, { postId: 'p1', fields: {}, isPublished: false, now: at(1) }).reduce(evolvePost, state);
    const republished = decideEdit(state, { postId: 'p1', fields: {}, isPublished: true, now: at(2) });
    expect(republished).toEqual([{ type: 'BlogPostPublished', data: { postId: 'p1', publishedAt: at(0).toISOString(), occurredAt: at(2).toISOString() } }]);
  });

  it('given an edit, then only the fields that changed are recorded, with what they were; the same values record nothing', () => {
    const state = decideDraft(initialPost, { postId: 'p1', fields, isPublished: false, ...author, now: at(0) }).reduce(evolvePost, initialPost);
    expect(decideEdit(state, { postId: 'p1', fields: { title: 'New', excerpt: fields.excerpt }, now: at(1) })).toEqual([
      { type: 'BlogPostEdited', data: { postId: 'p1', changes: { title: 'New' }, previous: { title: fields.title }, occurredAt: at(1).toISOString() } },
    ]);
    expect(decideEdit(state, { postId: 'p1', fields: { ...fields }, isPublished: false, now: at(1) })).toEqual([]);
  });

  it('given a draft, then it records who wrote it by id only, never a name to show', () => {
    const [drafted] = decideDraft(initialPost, { postId: 'p1', fields, isPublished: false, ...author, now: at(0) });
    expect(drafted.data).toEqual({ postId: 'p1', fields, authorId: 'a1', occurredAt: at(0).toISOString() });
  });

  it('given a byline or none, then readers see it, else the publication; a post drafted before bylines counts as none', () => {
    expect(bylineOf({ authorName: 'Coach Maria Lopez' })).toBe('Coach Maria Lopez');
    expect(bylineOf({ authorName: null })).toBe(EDITORIAL_BYLINE);
    expect(bylineOf({})).toBe(EDITORIAL_BYLINE);
    expect(EDITORIAL_BYLINE).toBe('Field Hockey Events');
  });

  it('given a post drafted before bylines, when its byline is set to none, then nothing changes; a name is recorded as a change', () => {
    const state = decideDraft(initialPost, { postId: 'p1', fields, isPublished: false, ...author, now: at(0) }).reduce(evolvePost, initialPost);
    expect(decideEdit(state, { postId: 'p1', fields: { authorName: null }, now: at(1) })).toEqual([]);
    expect(decideEdit(state, { postId: 'p1', fields: { authorName: 'Coach Maria Lopez' }, now: at(1) })).toEqual([
      {
        type: 'BlogPostEdited',
        data: { postId: 'p1', changes: { authorName: 'Coach Maria Lopez' }, previous: { authorName: null }, occurredAt: at(1).toISOString() },
      },
    ]);
  });

  it('given a deleted or unknown post, then editing and deleting it fail as unknown', () => {
    const live = decideDraft(initialPost, { postId: 'p1', fields, isPublished: false, ...author, now: at(0) }).reduce(evolvePost, initialPost);
    const deleted = decideDelete(live, { postId: 'p1', now: at(1) }).reduce(evolvePost, live);
    expect(deleted).toEqual({ status: 'deleted' });
    for (const state of [initialPost, deleted]) {
      expect(() => decideEdit(state, { postId: 'p1', fields: { title: 'x' }, now: at(2) })).toThrow(UnknownPostError);
      expect(() => decideDelete(state, { postId: 'p1', now: at(2) })).toThrow(UnknownPostError);
    }
  });
});
