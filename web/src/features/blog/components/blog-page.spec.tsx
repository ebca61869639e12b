import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aBlogPost } from '../../../../test/blog-posts';
import { renderApp } from '../../../../test/render-app';
import { heldReply, setUpTestApi } from '../../../../test/test-api';

const api = setUpTestApi();

const recruiting = aBlogPost({
  title: 'Emailing college coaches',
  slug: 'emailing-college-coaches',
  excerpt: 'Short, specific and sent before the showcase.',
  category: 'recruiting_tips',
  authorName: 'Coach Maria Lopez',
  featuredImage: 'https://images.example.com/email.jpg',
  publishedAt: '2025-11-03T12:00:00.000Z',
});
const prep = aBlogPost({
  title: 'NCAA eligibility checklist',
  slug: 'ncaa-eligibility-checklist',
  excerpt: 'Core courses, test scores and the Eligibility Center.',
  category: 'college_prep',
  authorName: 'Field Hockey Events',
  publishedAt: '2025-10-20T12:00:00.000Z',
});

const cards = () => within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article');
const filter = () => screen.getByRole('group', { name: 'Filter posts by category' });

describe('the blog list', () => {
  it('given published posts, when /blog opens, then each card shows its image, category, title, excerpt, author, date and link', async () => {
    api.on('GET /api/blog-posts', { status: 200, body: [recruiting, prep] });
    renderApp('/blog');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards();
    expect(within(first).getByRole('heading', { level: 2, name: 'Emailing college coaches' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Emailing college coaches' })).toHaveAttribute('src', 'https://images.example.com/email.jpg');
    expect(within(first).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveTextContent('Recruiting Tips');
    expect(first).toHaveTextContent('Short, specific and sent before the showcase.');
    expect(first).toHaveTextContent('By Coach Maria Lopez');
    expect(within(first).getByText('Nov 3, 2025')).toHaveAttribute('dateTime', recruiting.publishedAt);
    expect(within(first).getByRole('link', { name: 'Read more: Emailing college coaches' })).toHaveAttribute(
      'href',
      '/blog/emailing-college-coaches',
    );
    // No featured image: a neutral block, nothing announced.
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('College Prep');
    expect(within(second).getByRole('link', { name: 'Read more: NCAA eligibility checklist' })).toBeInTheDocument();
    expect(document.title).toBe('Blog | Field Hockey Events');
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/blog-posts' }));
  });

  it('given the list, when a category is chosen, then it is pressed, kept in the address and sent to the server', async () => {
    api.on('GET /api/blog-posts', { status: 200, body: [recruiting, prep] });
    api.on('GET /api/blog-posts?category=college_prep', { status: 200, body: [prep] });
    const { router } = renderApp('/blog');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(filter()).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Recruiting Tips',
      'Showcase Reviews',
      'College Prep',
      'Success Stories',
    ]);
    expect(within(filter()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(filter()).getByRole('button', { name: 'College Prep' }));

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('NCAA eligibility checklist');
    expect(within(filter()).getByRole('button', { name: 'College Prep' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe('?category=college_prep');
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/blog-posts?category=college_prep' }));

    fireEvent.click(within(filter()).getByRole('button', { name: 'All' }));

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(router.state.location.search).toBe('');
  });

  it('given a category in the address, when /blog opens, then only that category is asked for', async () => {
    api.on('GET /api/blog-posts?category=success_stories', { status: 200, body: [aBlogPost({ category: 'success_stories' })] });
    renderApp('/blog?category=success_stories');

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(filter()).getByRole('button', { name: 'Success Stories' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.filter((call) => call.path.startsWith('/api/blog-posts'))).toEqual([
      expect.objectContaining({ path: '/api/blog-posts?category=success_stories' }),
    ]);
  });

  it('given an unknown category in the address, when /blog opens, then every post is asked for', async () => {
    api.on('GET /api/blog-posts', { status: 200, body: [recruiting] });
    renderApp('/blog?category=gossip');

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(filter()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls).toContainEqual(expect.objectContaining({ path: '/api/blog-posts' }));
  });

  it('given the posts are on their way, when /blog opens, then six placeholder cards show', async () => {
    const posts = heldReply();
    api.on('GET /api/blog-posts', posts.handler);
    renderApp('/blog');

    const placeholders = await screen.findByRole('list', { name: 'Loading posts' });
    expect(within(placeholders).getAllByRole('listitem')).toHaveLength(6);

    posts.release({ status: 200, body: [recruiting] });

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('list', { name: 'Loading posts' })).not.toBeInTheDocument();
  });

  it('given no published posts, when /blog opens, then it says so', async () => {
    api.on('GET /api/blog-posts', { status: 200, body: [] });
    renderApp('/blog');

    expect(await screen.findByRole('heading', { name: 'No posts available' })).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new content')).toBeInTheDocument();
  });

  it('given the server fails, when /blog opens, then an error box shows its message', async () => {
    api.on('GET /api/blog-posts', { status: 503, body: { message: 'Service temporarily unavailable' } });
    renderApp('/blog');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error loading posts' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Service temporarily unavailable');
  });

  it('given a failure without a body, when /blog opens, then the error box shows the status text', async () => {
    api.on('GET /api/blog-posts', { status: 500, text: '' });
    renderApp('/blog');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error loading posts' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Internal Server Error');
  });

  it('given Spanish, when /blog opens, then the filters, cards and dates are in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    api.on('GET /api/blog-posts', { status: 200, body: [recruiting] });
    renderApp('/blog');

    await waitFor(() => expect(cards()).toHaveLength(1));
    const group = screen.getByRole('group', { name: 'Filtrar posts por categoría' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Todos',
      'Consejos de reclutamiento',
      'Reseñas de showcases',
      'Preparación universitaria',
      'Historias de éxito',
    ]);
    const card = cards()[0];
    expect(card).toHaveTextContent('Por Coach Maria Lopez');
    expect(within(card).getByText('3 nov 2025')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Leer más: Emailing college coaches' })).toBeInTheDocument();
  });

  it('given a Spanish reader and a failure, when /blog opens, then the error title is in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    api.on('GET /api/blog-posts', { status: 503, body: { message: 'Servicio no disponible' } });
    renderApp('/blog');

    expect(await screen.findByRole('heading', { name: 'Error al cargar posts' })).toBeInTheDocument();
  });

  it('is reached from the Blog link in the header of the landing page', async () => {
    api.on('GET /api/blog-posts', { status: 200, body: [] });
    api.on('GET /api/stats/events-count', { status: 200, body: { count: 0 } });
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    fireEvent.click(within(nav).getByRole('link', { name: 'Blog' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });
});
