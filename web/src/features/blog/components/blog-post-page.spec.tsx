import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { aBlogPost } from '../../../../test/blog-posts';
import { renderApp } from '../../../../test/render-app';
import { heldReply, setUpTestApi } from '../../../../test/test-api';

const api = setUpTestApi();

const post = aBlogPost({
  title: 'Your first ID camp',
  slug: 'your-first-id-camp',
  excerpt: 'What to pack, what to expect, whom to talk to.',
  content: '<h2>Before you go</h2><p>Pack <strong>two sticks</strong>.</p><ul><li>Shin guards</li><li>Water</li></ul>',
  category: 'showcase_reviews',
  featuredImage: 'https://images.example.com/camp.jpg',
  metaDescription: 'A checklist for your first field hockey ID camp.',
  authorName: 'Coach Maria Lopez',
  publishedAt: '2025-11-03T12:00:00.000Z',
});

const descriptions = () =>
  [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'));
const SITE_DESCRIPTION = 'Field hockey events across the USA.';

describe('a blog post page', () => {
  // index.html's own description, which a post page takes over while it is open.
  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = SITE_DESCRIPTION;
    document.head.append(meta);
  });
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[name="description"]')) meta.remove();
  });

  it('given a published post, when its page opens, then it shows the post with its HTML body', async () => {
    api.on('GET /api/blog-posts/your-first-id-camp', { status: 200, body: post });
    renderApp('/blog/your-first-id-camp');

    const article = await screen.findByRole('article', { name: 'Your first ID camp' });
    expect(within(article).getByRole('heading', { level: 1, name: 'Your first ID camp' })).toBeInTheDocument();
    expect(article).toHaveTextContent('Showcase Reviews');
    expect(article).toHaveTextContent('By Coach Maria Lopez');
    expect(within(article).getByText('Nov 3, 2025')).toHaveAttribute('dateTime', post.publishedAt);
    expect(within(article).getByRole('img', { name: 'Your first ID camp' })).toHaveAttribute('src', 'https://images.example.com/camp.jpg');
    expect(within(article).getByRole('heading', { level: 2, name: 'Before you go' })).toBeInTheDocument();
    expect(within(article).getByText('two sticks').tagName).toBe('STRONG');
    expect(within(article).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Shin guards', 'Water']);
  });

  it('given a published post, when its page opens, then the tab and the meta description name it', async () => {
    api.on('GET /api/blog-posts/your-first-id-camp', { status: 200, body: post });
    renderApp('/blog/your-first-id-camp');

    await screen.findByRole('heading', { level: 1, name: 'Your first ID camp' });
    expect(document.title).toBe('Your first ID camp | Field Hockey Events');
    expect(descriptions()).toEqual(['A checklist for your first field hockey ID camp.']);
  });

  it('given a post page, when the reader goes back to the blog, then the site’s description returns', async () => {
    api.on('GET /api/blog-posts/your-first-id-camp', { status: 200, body: post });
    api.on('GET /api/blog-posts', { status: 200, body: [post] });
    renderApp('/blog/your-first-id-camp');

    await screen.findByRole('heading', { level: 1, name: 'Your first ID camp' });
    fireEvent.click(screen.getAllByRole('link', { name: 'Back to Blog' })[0]);
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(descriptions()).toEqual([SITE_DESCRIPTION]);
  });

  it('given a post without a meta description, when its page opens, then the excerpt describes it', async () => {
    api.on('GET /api/blog-posts/your-first-id-camp', { status: 200, body: { ...post, metaDescription: null } });
    renderApp('/blog/your-first-id-camp');

    await screen.findByRole('heading', { level: 1, name: 'Your first ID camp' });
    expect(descriptions()).toEqual(['What to pack, what to expect, whom to talk to.']);
  });

  it('given a post, when its page opens, then a back button above and below leads to the blog', async () => {
    api.on('GET /api/blog-posts/your-first-id-camp', { status: 200, body: post });
    api.on('GET /api/blog-posts', { status: 200, body: [post] });
    renderApp('/blog/your-first-id-camp');
    await screen.findByRole('heading', { level: 1, name: 'Your first ID camp' });

    const backLinks = screen.getAllByRole('link', { name: 'Back to Blog' });
    expect(backLinks).toHaveLength(2);
    expect(backLinks.map((link) => link.getAttribute('href'))).toEqual(['/blog', '/blog']);
    fireEvent.click(backLinks[1]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('given the blog list, when a card is followed, then the post opens', async () => {
    api.on('GET /api/blog-posts', { status: 200, body: [post] });
    api.on('GET /api/blog-posts/your-first-id-camp', { status: 200, body: post });
    renderApp('/blog');

    fireEvent.click(await screen.findByRole('link', { name: 'Read more: Your first ID camp' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your first ID camp' })).toBeInTheDocument();
  });

  it('given the post is on its way, when its page opens, then a loading placeholder shows', async () => {
    const reply = heldReply();
    api.on('GET /api/blog-posts/your-first-id-camp', reply.handler);
    renderApp('/blog/your-first-id-camp');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading post');

    reply.release({ status: 200, body: post });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your first ID camp' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('given a draft or an unknown slug, when its page opens, then it says the post was not found', async () => {
    api.on('GET /api/blog-posts/a-draft', { status: 404, body: { message: 'Post not found' } });
    renderApp('/blog/a-draft');

    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByText('The post you are looking for does not exist or is no longer published.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Blog' })[0]).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Post not found | Field Hockey Events');
  });

  it('given the server fails, when a post page opens, then it says the post could not load and why', async () => {
    api.on('GET /api/blog-posts/your-first-id-camp', { status: 503, body: { message: 'Service temporarily unavailable' } });
    renderApp('/blog/your-first-id-camp');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Error loading post' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Service temporarily unavailable');
  });

  it('given Spanish, when a post opens, then its frame is in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    api.on('GET /api/blog-posts/your-first-id-camp', { status: 200, body: post });
    renderApp('/blog/your-first-id-camp');

    const article = await screen.findByRole('article', { name: 'Your first ID camp' });
    expect(article).toHaveTextContent('Reseñas de showcases');
    expect(article).toHaveTextContent('Por Coach Maria Lopez');
    expect(within(article).getByText('3 nov 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Volver al blog' })).toHaveLength(2);
  });

  it('given Spanish, when a post is missing, then the message is in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    api.on('GET /api/blog-posts/nope', { status: 404, body: { message: 'Post not found' } });
    renderApp('/blog/nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Post no encontrado' })).toBeInTheDocument();
  });
});
