import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { aBlogPost } from '../../../../../test/blog-posts';
import { renderApp } from '../../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../../test/test-api';

const api = setUpTestApi();

function signInAdmin() {
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'admin', isAdmin: true }) });
}

const posts = [aBlogPost(), aBlogPost(), aBlogPost({ isPublished: false, publishedAt: null })];

describe("the admin console's Blog tab", () => {
  it('comes second, after the overview, in the spec’s order of tabs', async () => {
    signInAdmin();
    api.on('GET /api/admin/blog-posts', { status: 200, body: posts });
    renderApp('/admin?tab=blog');

    const tabs = within(await screen.findByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Blog', 'Events', 'Review', 'Users', 'Scrapers', 'Logs']);
    expect(screen.getByRole('tab', { name: 'Blog' })).toHaveAttribute('aria-selected', 'true');
  });

  it('counts the published posts and the drafts and links to the blog administration', async () => {
    signInAdmin();
    api.on('GET /api/admin/blog-posts', { status: 200, body: posts });
    renderApp('/admin?tab=blog');

    const panel = await screen.findByRole('tabpanel', { name: 'Blog' });
    expect(await within(panel).findByText('Published')).toBeInTheDocument();
    expect(within(panel).getByText('Published').nextElementSibling).toHaveTextContent('2');
    expect(within(panel).getByText('Drafts').nextElementSibling).toHaveTextContent('1');
    expect(within(panel).getByRole('link', { name: 'Manage blog posts' })).toHaveAttribute('href', '/admin/blog');

    fireEvent.click(within(panel).getByRole('link', { name: 'Manage blog posts' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog administration' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Posts Existentes (3)' })).toBeInTheDocument();
  });

  it('is in Spanish for a Spanish reader', async () => {
    window.localStorage.setItem('language', 'es');
    signInAdmin();
    api.on('GET /api/admin/blog-posts', { status: 200, body: posts });
    renderApp('/admin?tab=blog');

    const panel = await screen.findByRole('tabpanel', { name: 'Blog' });
    expect(within(panel).getByRole('link', { name: 'Gestionar los posts del blog' })).toHaveAttribute('href', '/admin/blog');
    expect(await within(panel).findByText('Borradores')).toBeInTheDocument();
  });
});
