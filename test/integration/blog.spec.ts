import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { EVENT_STORE, type EventStore } from '../../src/platform/eventstore/event-store.js';
import { ProjectionRunner } from '../../src/platform/projections/projection-runner.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits, sessionCookie, uniqueName } from './accounts-support.js';
import { adminEnv, signedInAdmin } from './catalog-support.js';

type Post = Record<string, unknown> & { id: string; slug: string; isPublished: boolean; publishedAt: string | null; content: string };

let counter = 0;
function postInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    title: `Recruiting question ${counter}`,
    slug: `recruiting-question-${counter}`,
    excerpt: 'What coaches ask, and how to answer.',
    content: '<h2>The question</h2><p>Why <strong>this</strong> school?</p>',
    ...overrides,
  };
}

describe('the blog', () => {
  let server: TestApp;
  let admin: Browser;
  let member: Browser;
  let anonymous: Browser;
  let eventStore: EventStore;
  const appended = async () => eventStore.headPosition();

  beforeAll(async () => {
    server = await startTestApp({ env: adminEnv, imports: [AccountsOptionsModule.override(generousLimits)] });
    eventStore = server.app.get(EVENT_STORE);
    admin = await signedInAdmin(server.url);
    const username = uniqueName('reader');
    const registered = await browser(server.url).post('/api/register', { username, email: `${username}@example.com`, password: 'green turf at dawn', ageConfirmed: true }).expect(201);
    member = browser(server.url, sessionCookie(registered));
    anonymous = browser(server.url);
  });
  afterAll(() => server.close());

  it('creates a draft with the defaults, signed by the publication, sanitized content; drafts stay out of public view', async () => {
    const input = postInput({ content: '<p onclick="alert(1)">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://ok.example">ok</a></p>' });
    const created = (await admin.post('/api/admin/blog-posts', input).expect(201)).body as Post;
    expect(created).toEqual({
      id: expect.any(String),
      title: input.title,
      slug: input.slug,
      excerpt: input.excerpt,
      content: '<p>Hi <a rel="noopener noreferrer">x</a> <a href="https://ok.example" rel="noopener noreferrer">ok</a></p>',
      category: 'recruiting_tips',
      featuredImage: null,
      metaDescription: null,
      isPublished: false,
      authorName: 'Field Hockey Events',
      publishedAt: null,
      createdAt: expect.any(String),
      updatedAt: created.createdAt,
    });
    await anonymous.get(`/api/blog-posts/${created.slug}`).expect(404);
    expect(((await anonymous.get('/api/blog-posts').expect(200)).body as Post[]).map((post) => post.id)).not.toContain(created.id);
    expect(((await admin.get('/api/admin/blog-posts').expect(200)).body as Post[])[0].id).toBe(created.id);
  });

  it('publishes, edits (keeping the first publication date), unpublishes and deletes, each visible at once', async () => {
    const created = (await admin.post('/api/admin/blog-posts', postInput({ category: 'college_prep', isPublished: true, featuredImage: 'https://images.example.com/a.jpg' })).expect(201)).body as Post;
    expect(created.publishedAt).toEqual(expect.any(String));
    expect((await member.get(`/api/blog-posts/${created.slug}`).expect(200)).body).toEqual(created);
    expect(((await anonymous.get('/api/blog-posts?category=college_prep').expect(200)).body as Post[]).map((post) => post.id)).toContain(created.id);
    expect(((await anonymous.get('/api/blog-posts?category=success_stories').expect(200)).body as Post[]).map((post) => post.id)).not.toContain(created.id);

    const edited = (await admin.patch(`/api/admin/blog-posts/${created.id}`, { title: 'A better title', slug: 'a-better-title', featuredImage: '' }).expect(200)).body as Post;
    expect(edited).toEqual(expect.objectContaining({ title: 'A better title', slug: 'a-better-title', featuredImage: null, excerpt: created.excerpt, publishedAt: created.publishedAt }));
    await anonymous.get(`/api/blog-posts/${created.slug}`).expect(404);
    await anonymous.get('/api/blog-posts/a-better-title').expect(200);

    await admin.patch(`/api/admin/blog-posts/${created.id}`, { isPublished: false }).expect(200);
    await anonymous.get('/api/blog-posts/a-better-title').expect(404);
    const republished = (await admin.patch(`/api/admin/blog-posts/${created.id}`, { isPublished: true }).expect(200)).body as Post;
    expect(republished.publishedAt).toBe(created.publishedAt);

    await admin.delete(`/api/admin/blog-posts/${created.id}`).expect(204);
    await anonymous.get('/api/blog-posts/a-better-title').expect(404);
    await admin.patch(`/api/admin/blog-posts/${created.id}`, { title: 'Gone' }).expect(404);
    await admin.delete(`/api/admin/blog-posts/${created.id}`).expect(404);
    // The slugs it held are free again.
    await admin.post('/api/admin/blog-posts', postInput({ slug: 'a-better-title' })).expect(201);
    await admin.post('/api/admin/blog-posts', postInput({ slug: created.slug })).expect(201);
  });

  it('lists published posts newest first', async () => {
    const first = (await admin.post('/api/admin/blog-posts', postInput({ isPublished: true })).expect(201)).body as Post;
    const second = (await admin.post('/api/admin/blog-posts', postInput({ isPublished: true })).expect(201)).body as Post;
    const ids = ((await anonymous.get('/api/blog-posts').expect(200)).body as Post[]).map((post) => post.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('refuses a slug another post holds with 409 naming it, and appends nothing', async () => {
    const taken = (await admin.post('/api/admin/blog-posts', postInput()).expect(201)).body as Post;
    const before = await appended();
    expect((await admin.post('/api/admin/blog-posts', postInput({ slug: taken.slug })).expect(409)).body).toEqual({
      message: `The slug "${taken.slug}" is already used by another post`,
    });
    const other = (await admin.post('/api/admin/blog-posts', postInput()).expect(201)).body as Post;
    const between = await appended();
    await admin.patch(`/api/admin/blog-posts/${other.id}`, { slug: taken.slug, title: 'Changed' }).expect(409);
    expect(await appended()).toBe(between);
    expect(before < between).toBe(true);
    expect(((await admin.get('/api/admin/blog-posts').expect(200)).body as Post[]).find((post) => post.id === other.id)?.title).toBe(other.title);
  });

  it.each([
    [{ title: '' }, 'title: Required'],
    [{ title: 'x'.repeat(201) }, 'title: Must be at most 200 characters'],
    [{ slug: 'Not A Slug' }, 'slug: Use lowercase letters, digits and single hyphens'],
    [{ slug: 'double--hyphen' }, 'slug: Use lowercase letters, digits and single hyphens'],
    [{ excerpt: 'x'.repeat(501) }, 'excerpt: Must be at most 500 characters'],
    [{ content: ' ' }, 'content: Required'],
    [{ content: `<p>${'x'.repeat(200 * 1024)}</p>` }, 'content: Must be at most 200 KB'],
    [{ category: 'gossip' }, 'category: Must be one of recruiting_tips, showcase_reviews, college_prep, success_stories'],
    [{ featuredImage: 'http://images.example.com/a.jpg' }, 'featuredImage: Must be an https URL'],
    [{ featuredImage: 'javascript:alert(1)' }, 'featuredImage: Must be an https URL'],
    [{ isPublished: 'yes' }, 'isPublished: Must be true or false'],
    [{ author: 'someone' }, 'Unknown field: author'],
  ])('refuses %j with 400 naming the field, appending nothing', async (overrides, message) => {
    const before = await appended();
    expect((await admin.post('/api/admin/blog-posts', postInput(overrides)).expect(400)).body).toEqual({ message });
    expect(await appended()).toBe(before);
  });

  it("shows the byline the admin gives, the publication's when cleared, and never the admin's login name", async () => {
    const created = (await admin.post('/api/admin/blog-posts', postInput({ authorName: '  Coach Maria Lopez ', isPublished: true })).expect(201)).body as Post;
    expect(created.authorName).toBe('Coach Maria Lopez');
    expect((await anonymous.get(`/api/blog-posts/${created.slug}`).expect(200)).body).toEqual(expect.objectContaining({ authorName: 'Coach Maria Lopez' }));
    const renamed = (await admin.patch(`/api/admin/blog-posts/${created.id}`, { authorName: 'Maria Lopez, Princeton 2019' }).expect(200)).body as Post;
    expect(renamed.authorName).toBe('Maria Lopez, Princeton 2019');
    const cleared = (await admin.patch(`/api/admin/blog-posts/${created.id}`, { authorName: '' }).expect(200)).body as Post;
    expect(cleared.authorName).toBe('Field Hockey Events');
    const everything = JSON.stringify([(await anonymous.get('/api/blog-posts').expect(200)).body, (await admin.get('/api/admin/blog-posts').expect(200)).body]);
    expect(everything).not.toContain('catalog-admin');
  });

  it("shows a post drafted before bylines (its event holds the admin's login name) as the publication's", async () => {
    const postId = '5f0c1a52-6d0e-4c8e-9a3b-2f1d7e8c9b01';
    const occurredAt = new Date(Date.now() - 60_000).toISOString();
    const fields = { title: 'An older post', slug: 'an-older-post', excerpt: 'From before.', content: '<p>Old</p>', category: 'recruiting_tips', featuredImage: null, metaDescription: null };
    const { position } = await eventStore.appendToStream(`content-post-${postId}`, [
      { type: 'BlogPostDrafted', data: { postId, fields, authorId: 'an-admin-id', authorName: 'old-admin-login', occurredAt } },
      { type: 'BlogPostPublished', data: { postId, publishedAt: occurredAt, occurredAt } },
    ]);
    await server.app.get(ProjectionRunner).whenProcessed(position);
    const post = (await anonymous.get('/api/blog-posts/an-older-post').expect(200)).body as Post;
    expect(post.authorName).toBe('Field Hockey Events');
    expect(JSON.stringify((await anonymous.get('/api/blog-posts').expect(200)).body)).not.toContain('old-admin-login');
  });

  it.each([
    [{ authorName: 'x'.repeat(101) }, 'authorName: Must be at most 100 characters'],
    [{ authorName: 7 }, 'authorName: Must be text'],
  ])('refuses the byline %j with 400 naming it', async (overrides, message) => {
    expect((await admin.post('/api/admin/blog-posts', postInput(overrides)).expect(400)).body).toEqual({ message });
  });

  it('previews content exactly as it would be stored', async () => {
    const answer = await admin.post('/api/admin/blog-posts/preview', { content: '<h1>T</h1><img src=x onerror=alert(1)><p>ok</p>' }).expect(200);
    expect(answer.body).toEqual({ content: '<h2>T</h2><p>ok</p>' });
  });

  it('keeps the admin routes for admins', async () => {
    await member.get('/api/admin/blog-posts').expect(403);
    await member.post('/api/admin/blog-posts', postInput()).expect(403);
    await anonymous.post('/api/admin/blog-posts', postInput()).expect(401);
  });

  it('lists the public pages and every published post in sitemap.xml', async () => {
    const published = (await admin.post('/api/admin/blog-posts', postInput({ isPublished: true })).expect(201)).body as Post;
    const draft = (await admin.post('/api/admin/blog-posts', postInput()).expect(201)).body as Post;
    const answer = await anonymous.get('/sitemap.xml').expect(200).expect('Content-Type', /application\/xml/);
    const sitemap = answer.text;
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap).toContain('<loc>http://localhost:3000/blog</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/organizers/submit</loc>');
    expect(sitemap).toContain(`<loc>http://localhost:3000/blog/${published.slug}</loc>`);
    expect(sitemap).not.toContain(draft.slug);
  });
});

describe('the demo blog', () => {
  it('is written once when the demo seed runs: three published posts and one draft', async () => {
    const server = await startTestApp({ env: { ...adminEnv, SEED_DEMO: 'true' } });
    try {
      const admin = await signedInAdmin(server.url);
      const all = (await admin.get('/api/admin/blog-posts').expect(200)).body as Post[];
      expect(all.map((post) => post.isPublished).sort()).toEqual([false, true, true, true]);
      expect(((await browser(server.url).get('/api/blog-posts').expect(200)).body as Post[]).length).toBe(3);
    } finally {
      await server.close();
    }
  });
});
