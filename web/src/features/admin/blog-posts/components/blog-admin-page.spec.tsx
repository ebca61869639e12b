import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aBlogPost } from '../../../../../test/blog-posts';
import { renderApp } from '../../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../../test/test-api';

const api = setUpTestApi();

function signInAdmin() {
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'admin', isAdmin: true }) });
}

const published = aBlogPost({
  id: 'post-published',
  title: 'Emailing college coaches',
  slug: 'emailing-college-coaches',
  excerpt: 'Short, specific and sent before the showcase.',
  category: 'recruiting_tips',
  createdAt: '2025-11-02T12:00:00.000Z',
});
const draft = aBlogPost({
  id: 'post-draft',
  title: 'Spring showcase recap',
  slug: 'spring-showcase-recap',
  excerpt: 'Who played, who watched.',
  category: 'showcase_reviews',
  isPublished: false,
  publishedAt: null,
  createdAt: '2025-10-15T12:00:00.000Z',
});

/** The list item of the post with this title. */
function postItem(title: string): HTMLElement {
  const item = screen.getByRole('heading', { level: 3, name: title }).closest('li');
  if (!item) throw new Error(`no list item for ${title}`);
  return item;
}

describe('the blog administration page', () => {
  it('given posts, when /admin/blog opens, then it lists them under "Posts Existentes (n)" with status, category, slug and date', async () => {
    signInAdmin();
    api.on('GET /api/admin/blog-posts', { status: 200, body: [published, draft] });
    renderApp('/admin/blog');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog administration' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Posts Existentes (2)' })).toBeInTheDocument();
    const first = postItem('Emailing college coaches');
    expect(within(first).getByText('Publicado')).toHaveAttribute('lang', 'es');
    expect(first).toHaveTextContent('Recruiting Tips');
    expect(first).toHaveTextContent('Short, specific and sent before the showcase.');
    expect(within(first).getByText('emailing-college-coaches')).toBeInTheDocument();
    expect(within(first).getByText('Nov 2, 2025')).toHaveAttribute('dateTime', published.createdAt);
    expect(within(first).getByRole('button', { name: 'Edit Emailing college coaches' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete Emailing college coaches' })).toBeInTheDocument();
    const second = postItem('Spring showcase recap');
    expect(within(second).getByText('Borrador')).toBeInTheDocument();
    expect(second).toHaveTextContent('Showcase Reviews');
    expect(screen.getByRole('link', { name: 'Back to the admin console' })).toHaveAttribute('href', '/admin?tab=blog');
  });

  it('given no posts, when /admin/blog opens, then it says there are none yet', async () => {
    signInAdmin();
    api.on('GET /api/admin/blog-posts', { status: 200, body: [] });
    renderApp('/admin/blog');

    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Posts Existentes (0)' })).toBeInTheDocument();
  });

  it('given the list fails, when /admin/blog opens, then it says why', async () => {
    signInAdmin();
    api.on('GET /api/admin/blog-posts', { status: 503, body: { message: 'Try again later' } });
    renderApp('/admin/blog');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading posts: Try again later');
  });

  it('given a member who is not an admin, when /admin/blog opens, then they land on the dashboard', async () => {
    api.on('GET /api/user', { status: 200, body: aUser() });
    api.on('GET /api/saved-events', { status: 200, body: [] });
    api.on('GET /api/events', { status: 200, body: [] });
    renderApp('/admin/blog');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/admin/'))).toBe(false);
  });

  it('given a post, when Delete is clicked, then it asks in Spanish and deletes only once confirmed', async () => {
    signInAdmin();
    let posts = [published, draft];
    api.on('GET /api/admin/blog-posts', () => ({ status: 200, body: posts }));
    api.on(`DELETE /api/admin/blog-posts/${draft.id}`, () => {
      posts = [published];
      return { status: 204 };
    });
    renderApp('/admin/blog');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Spring showcase recap' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar este post?' });
    expect(confirm).toHaveTextContent(
      '¿Estás seguro de que quieres eliminar «Spring showcase recap»? Esta acción no se puede deshacer.',
    );
    expect(confirm).toHaveAttribute('lang', 'es');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Post deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Posts Existentes (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Spring showcase recap' })).not.toBeInTheDocument();
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: `/api/admin/blog-posts/${draft.id}` }));
  });

  it('given the confirmation, when Cancelar is chosen, then nothing is deleted', async () => {
    signInAdmin();
    api.on('GET /api/admin/blog-posts', { status: 200, body: [published] });
    renderApp('/admin/blog');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Emailing college coaches' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('given the server refuses a delete, when confirmed, then a toast says so with its message', async () => {
    signInAdmin();
    api.on('GET /api/admin/blog-posts', { status: 200, body: [published] });
    api.on(`DELETE /api/admin/blog-posts/${published.id}`, { status: 404, body: { message: 'Post not found' } });
    renderApp('/admin/blog');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Emailing college coaches' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Error deleting post')).toBeInTheDocument();
    expect(screen.getByText('Post not found')).toBeInTheDocument();
  });

  it('given a post change, when the public blog opens afterwards, then it asks the server again instead of its cache', async () => {
    signInAdmin();
    let posts = [published, draft];
    api.on('GET /api/admin/blog-posts', () => ({ status: 200, body: posts }));
    api.on('GET /api/blog-posts', () => ({ status: 200, body: posts.filter((post) => post.isPublished) }));
    api.on(`DELETE /api/admin/blog-posts/${published.id}`, () => {
      posts = [draft];
      return { status: 204 };
    });
    const { router } = renderApp('/blog');
    expect(await screen.findByRole('link', { name: 'Read more: Emailing college coaches' })).toBeInTheDocument();

    await act(() => router.navigate('/admin/blog'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Emailing college coaches' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Posts Existentes (1)' })).toBeInTheDocument();
    await act(() => router.navigate('/blog'));

    expect(await screen.findByText('No posts available')).toBeInTheDocument();
  });

  it('given Spanish, when /admin/blog opens, then the page is in Spanish and the spec’s Spanish texts stay', async () => {
    window.localStorage.setItem('language', 'es');
    signInAdmin();
    api.on('GET /api/admin/blog-posts', { status: 200, body: [published, draft] });
    renderApp('/admin/blog');

    expect(await screen.findByRole('heading', { level: 1, name: 'Administración del blog' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Posts Existentes (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear post' })).toBeInTheDocument();
    expect(postItem('Emailing college coaches')).toHaveTextContent('Consejos de reclutamiento');
    expect(within(postItem('Spring showcase recap')).getByText('Borrador')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Spring showcase recap' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la consola de administración' })).toBeInTheDocument();
  });
});
