import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

const englishTitle = 'Every field hockey recruiting event in one place';
const spanishTitle = 'Todos los eventos de reclutamiento de hockey sobre césped en un solo lugar';

describe('landing page', () => {
  it('shows the English hero with a call to action leading to /auth on a first visit', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: englishTitle })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    const mainNav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(mainNav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Field Hockey Events`);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('switches to Spanish when ES is clicked and remembers the choice', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: englishTitle });

    fireEvent.click(screen.getByRole('button', { name: 'ES' }));

    expect(await screen.findByRole('heading', { level: 1, name: spanishTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comenzar' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ES' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem('language')).toBe('es');
    expect(document.documentElement).toHaveAttribute('lang', 'es');
  });

  it('opens in Spanish when Spanish was chosen on an earlier visit', async () => {
    window.localStorage.setItem('language', 'es');

    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: spanishTitle })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
  });

  it('falls back to English when the stored language is not en or es', async () => {
    window.localStorage.setItem('language', 'fr');

    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: englishTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});

describe('unknown paths', () => {
  it('shows the 404 page with a way home', async () => {
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
