import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aBlogPost } from '../../../../../test/blog-posts';
import { renderApp } from '../../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../../test/test-api';

const api = setUpTestApi();

const listed = aBlogPost({
  id: 'post-1',
  title: 'Emailing college coaches',
  slug: 'emailing-college-coaches',
  excerpt: 'Short, specific and sent before the showcase.',
  content: '<p>Keep it short.</p>',
  category: 'college_prep',
  featuredImage: 'https://images.example.com/email.jpg',
  metaDescription: 'How to email a college coach.',
  isPublished: false,
  publishedAt: null,
});

/** An admin on /admin/blog with these posts; the preview answers the content with any script removed, as the server does. */
function openBlogAdmin(posts = [listed]) {
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'admin', isAdmin: true }) });
  api.on('GET /api/admin/blog-posts', { status: 200, body: posts });
  api.on('POST /api/admin/blog-posts/preview', (call) => ({
    status: 200,
    body: { content: (call.body as { content: string }).content.replace(/<script>.*?<\/script>/g, '') },
  }));
  return renderApp('/admin/blog');
}

async function openCreateForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create post' }));
  return screen.findByRole('dialog', { name: 'New post' });
}

function fill(form: HTMLElement, label: string, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

function fillRequired(form: HTMLElement) {
  fill(form, 'Title', 'Clínica de Otoño: ¿qué llevar?');
  fill(form, 'Excerpt', 'A packing list for the fall clinic.');
  fill(form, 'Content', '<p>Two sticks.</p>');
}

const writes = () => api.calls.filter((call) => call.method !== 'GET' && !call.path.endsWith('/preview'));
const previews = () => api.calls.filter((call) => call.path === '/api/admin/blog-posts/preview');

describe('the new post form', () => {
  it('given a filled form, when saved, then the post is created with a slug from the title, a toast shows and the form closes', async () => {
    openBlogAdmin();
    api.on('POST /api/admin/blog-posts', (call) => ({ status: 201, body: aBlogPost(call.body as object) }));
    const form = await openCreateForm();
    expect(within(form).getByLabelText('Category')).toHaveValue('recruiting_tips');
    expect(within(form).getByRole('switch', { name: 'Publish' })).not.toBeChecked();

    fillRequired(form);
    fill(form, 'Category', 'success_stories');
    fill(form, 'Featured image', ' https://images.example.com/clinic.jpg ');
    fill(form, 'Meta description', 'What to bring to a fall field hockey clinic.');
    fill(form, 'Author name', ' Coach Maria Lopez ');
    fireEvent.click(within(form).getByRole('switch', { name: 'Publish' }));
    expect(within(form).getByLabelText('Slug')).toHaveValue('clinica-de-otono-que-llevar');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/blog-posts',
        body: {
          title: 'Clínica de Otoño: ¿qué llevar?',
          slug: 'clinica-de-otono-que-llevar',
          excerpt: 'A packing list for the fall clinic.',
          content: '<p>Two sticks.</p>',
          category: 'success_stories',
          featuredImage: 'https://images.example.com/clinic.jpg',
          metaDescription: 'What to bring to a fall field hockey clinic.',
          authorName: 'Coach Maria Lopez',
          isPublished: true,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked for again, so the new post shows.
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/admin/blog-posts' && call.method === 'GET')).toHaveLength(2));
  });

  it('given only the required fields, when saved, then it is a draft of the default category without image, meta description or author name', async () => {
    openBlogAdmin();
    api.on('POST /api/admin/blog-posts', (call) => ({ status: 201, body: aBlogPost(call.body as object) }));
    const form = await openCreateForm();
    fillRequired(form);

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    expect(writes()[0].body).toEqual(
      expect.objectContaining({ category: 'recruiting_tips', featuredImage: null, metaDescription: null, authorName: null, isPublished: false }),
    );
  });

  it('given a slug typed by hand, when the title changes, then the slug stays; emptied, it follows the title again', async () => {
    openBlogAdmin();
    const form = await openCreateForm();
    const slug = within(form).getByLabelText('Slug');

    fill(form, 'Title', 'Summer Showcase Review');
    expect(slug).toHaveValue('summer-showcase-review');
    fill(form, 'Slug', 'my-own-slug');
    fill(form, 'Title', 'Summer Showcase Review, updated');
    expect(slug).toHaveValue('my-own-slug');

    fill(form, 'Slug', '');
    fill(form, 'Title', 'Winter Indoor Review');
    expect(slug).toHaveValue('winter-indoor-review');
  });

  it('given content being typed, when typing pauses, then one preview is asked for and the sanitized answer shows', async () => {
    openBlogAdmin();
    const form = await openCreateForm();
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Write some content to see its preview.');

    fill(form, 'Content', '<h2>Gear');
    fill(form, 'Content', '<h2>Gear</h2><p>Two');
    fill(form, 'Content', '<h2>Gear</h2><p>Two sticks</p><script>alert(1)</script>');

    expect(await within(preview).findByRole('heading', { level: 2, name: 'Gear' })).toBeInTheDocument();
    expect(within(preview).getByText('Two sticks').tagName).toBe('P');
    expect(preview.querySelector('script')).toBeNull();
    expect(previews()).toEqual([
      expect.objectContaining({ method: 'POST', body: { content: '<h2>Gear</h2><p>Two sticks</p><script>alert(1)</script>' } }),
    ]);
  });

  it('given a preview the server refuses, when typing pauses, then the preview says why', async () => {
    openBlogAdmin();
    api.on('POST /api/admin/blog-posts/preview', { status: 400, body: { message: 'content: Must be at most 200 KB' } });
    const form = await openCreateForm();

    fill(form, 'Content', '<p>Far too long</p>');

    const preview = within(form).getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview).toHaveTextContent('Preview unavailable: content: Must be at most 200 KB'));
  });

  it('given an empty form, when saved, then each required field says so and nothing is sent', async () => {
    openBlogAdmin();
    const form = await openCreateForm();

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    for (const label of ['Title', 'Slug', 'Excerpt', 'Content']) {
      await waitFor(() => expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining('Required')));
      expect(within(form).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(form).getByLabelText('Featured image')).not.toHaveAttribute('aria-invalid');
    expect(writes()).toEqual([]);
  });

  it('given a bad slug, an http image and a long title, when saved, then each field says what is wrong', async () => {
    openBlogAdmin();
    const form = await openCreateForm();
    fillRequired(form);
    fill(form, 'Title', 'x'.repeat(201));
    fill(form, 'Slug', 'Not A Slug');
    fill(form, 'Featured image', 'http://images.example.com/clinic.jpg');
    fill(form, 'Meta description', 'm'.repeat(301));

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Use lowercase letters, digits and single hyphens')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Must be at most 200 characters');
    expect(within(form).getByLabelText('Featured image')).toHaveAccessibleDescription(expect.stringContaining('Must be an https URL'));
    expect(within(form).getByLabelText('Meta description')).toHaveAccessibleDescription(
      expect.stringContaining('Must be at most 300 characters'),
    );
    expect(writes()).toEqual([]);
  });

  it('given a slug another post uses, when saved, then the conflict shows under the slug and the form stays open', async () => {
    openBlogAdmin();
    api.on('POST /api/admin/blog-posts', { status: 409, body: { message: 'The slug "clinica-de-otono-que-llevar" is already used by another post' } });
    const form = await openCreateForm();
    fillRequired(form);

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const slug = within(form).getByLabelText('Slug');
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('This slug is already used by another post'));
    expect(screen.getByRole('dialog', { name: 'New post' })).toBeInTheDocument();
    expect(screen.queryByText('Error creating post')).not.toBeInTheDocument();
  });

  it("given the server refuses a field, when saved, then its message shows under that field", async () => {
    openBlogAdmin();
    api.on('POST /api/admin/blog-posts', { status: 400, body: { message: 'content: Must be at most 200 KB' } });
    const form = await openCreateForm();
    fillRequired(form);

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(form).getByLabelText('Content')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByLabelText('Content')).toHaveAccessibleDescription(expect.stringContaining('Must be at most 200 KB'));
  });

  it('given any other failure, when saved, then a toast gives the server message and the form stays open', async () => {
    openBlogAdmin();
    api.on('POST /api/admin/blog-posts', { status: 503, body: { message: 'Service temporarily unavailable' } });
    const form = await openCreateForm();
    fillRequired(form);

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error creating post')).toBeInTheDocument();
    expect(screen.getByText('Service temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New post' })).toBeInTheDocument();
  });

  it('given a half-filled form, when cancelled, then nothing is sent and the next form starts empty', async () => {
    openBlogAdmin();
    let form = await openCreateForm();
    fill(form, 'Title', 'Half a thought');

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    form = await openCreateForm();

    expect(within(form).getByLabelText('Title')).toHaveValue('');
    expect(within(form).getByLabelText('Slug')).toHaveValue('');
    expect(writes()).toEqual([]);
  });

  it('given a meta description, when typed, then the hint counts its characters', async () => {
    openBlogAdmin();
    const form = await openCreateForm();
    const meta = within(form).getByLabelText('Meta description');
    expect(meta).toHaveAccessibleDescription('150–160 characters recommended · 0 characters');

    fill(form, 'Meta description', 'Fall clinic checklist.');

    expect(meta).toHaveAccessibleDescription('150–160 characters recommended · 22 characters');
  });
});

describe('the edit post form', () => {
  it('given a post, when Edit is clicked, then the form holds its values and its preview', async () => {
    openBlogAdmin();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Emailing college coaches' }));
    const form = await screen.findByRole('dialog', { name: 'Edit post' });

    expect(within(form).getByLabelText('Title')).toHaveValue('Emailing college coaches');
    expect(within(form).getByLabelText('Slug')).toHaveValue('emailing-college-coaches');
    expect(within(form).getByLabelText('Excerpt')).toHaveValue('Short, specific and sent before the showcase.');
    expect(within(form).getByLabelText('Content')).toHaveValue('<p>Keep it short.</p>');
    expect(within(form).getByLabelText('Category')).toHaveValue('college_prep');
    expect(within(form).getByLabelText('Featured image')).toHaveValue('https://images.example.com/email.jpg');
    expect(within(form).getByLabelText('Meta description')).toHaveValue('How to email a college coach.');
    expect(within(form).getByRole('switch', { name: 'Publish' })).not.toBeChecked();
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('Keep it short.')).toBeInTheDocument();
  });

  it('given changes, when saved, then only the changes are sent, the slug kept, and a toast confirms', async () => {
    openBlogAdmin();
    api.on(`PATCH /api/admin/blog-posts/${listed.id}`, (call) => ({ status: 200, body: { ...listed, ...(call.body as object) } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Emailing college coaches' }));
    const form = await screen.findByRole('dialog', { name: 'Edit post' });

    fill(form, 'Title', 'Emailing college coaches, the 2026 edition');
    fill(form, 'Meta description', '');
    fireEvent.click(within(form).getByRole('switch', { name: 'Publish' }));
    expect(within(form).getByLabelText('Slug')).toHaveValue('emailing-college-coaches');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Post updated successfully!')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: `/api/admin/blog-posts/${listed.id}`,
        body: { title: 'Emailing college coaches, the 2026 edition', metaDescription: null, isPublished: true },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('given no change, when saved, then nothing is sent and the form closes', async () => {
    openBlogAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Emailing college coaches' }));
    const form = await screen.findByRole('dialog', { name: 'Edit post' });

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);
  });

  it('given the server fails, when saved, then a toast says the update failed', async () => {
    openBlogAdmin();
    api.on(`PATCH /api/admin/blog-posts/${listed.id}`, { status: 404, body: { message: 'Post not found' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Emailing college coaches' }));
    const form = await screen.findByRole('dialog', { name: 'Edit post' });
    fill(form, 'Excerpt', 'Shorter.');

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error updating post')).toBeInTheDocument();
    expect(screen.getByText('Post not found')).toBeInTheDocument();
  });
});

describe('the post form in Spanish', () => {
  it('is labelled in Spanish and says what is missing in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    openBlogAdmin();

    fireEvent.click(await screen.findByRole('button', { name: 'Crear post' }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo post' });

    for (const label of ['Título', 'Slug', 'Extracto', 'Contenido', 'Categoría', 'Imagen destacada', 'Meta descripción']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByRole('switch', { name: 'Publicar' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Contenido')).toHaveAccessibleDescription('Se permite HTML');
    expect(within(within(form).getByLabelText('Categoría')).getByRole('option', { name: 'Historias de éxito' })).toHaveValue(
      'success_stories',
    );
    expect(within(form).getByRole('region', { name: 'Vista previa' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(within(form).getByLabelText('Título')).toHaveAccessibleDescription('Obligatorio'));
  });

  it('toasts the creation in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    openBlogAdmin();
    api.on('POST /api/admin/blog-posts', (call) => ({ status: 201, body: aBlogPost(call.body as object) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Crear post' }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo post' });
    fill(form, 'Título', 'Historias del verano');
    fill(form, 'Extracto', 'Tres jugadoras, tres universidades.');
    fill(form, 'Contenido', '<p>Hola</p>');

    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('¡Post creado correctamente!')).toBeInTheDocument();
  });
});
