import { describe, expect, it } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { renderApp } from '../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../test/test-api';
import { createI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { aHistoryPage, anAdminUser, anEntry } from './admin-fixtures';
import { HistoryDialog } from './history-dialog';

const api = setUpTestApi();

const player = anAdminUser({ id: 'u-1', username: 'midfielder' });

async function openUserHistory() {
  api.on('GET /api/user', { status: 200, body: aUser({ id: 'me', isAdmin: true }) });
  api.on('GET /api/admin/users', { status: 200, body: [player] });
  renderApp('/admin?tab=users');
  fireEvent.click(await screen.findByRole('button', { name: 'History' }));
  return screen.findByRole('dialog', { name: 'History: midfielder' });
}

/** The events tab opens it for an event; here it is rendered on its own, the way that tab uses it. */
function renderEventHistory(title = 'Fall Classic') {
  render(
    <I18nextProvider i18n={createI18n()}>
      <QueryClientProvider client={createQueryClient()}>
        <HistoryDialog subject={{ kind: 'event', id: 'e-1', title }} onClose={() => undefined} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The Review tab opens it for a draft the same way. */
function renderDraftHistory(id: string, title: string) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <QueryClientProvider client={createQueryClient()}>
        <HistoryDialog subject={{ kind: 'draft', id, title }} onClose={() => undefined} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** A draft's decisions, as the server describes them: published with edits, rejected with a reason, proven by its source. */
const draftDecisions = () => [
  anEntry({ type: 'DraftProven', actor: { id: 'system', username: null }, changes: [{ field: 'eventId', before: null, after: 'e-9' }] }),
  anEntry({ type: 'DraftRejected', changes: [{ field: 'reason', before: null, after: 'A lacrosse camp' }] }),
  anEntry({
    type: 'DraftPublished',
    changes: [
      { field: 'eventId', before: null, after: 'e-7' },
      { field: 'editedFields', before: null, after: ['city', 'cost'] },
    ],
  }),
];

const requested = (path: string) => api.calls.filter((call) => call.path === path);

describe('history dialog', () => {
  it("lists a user's account history with translated labels, who did it and what changed", async () => {
    api.on('GET /api/admin/history/users/u-1', {
      status: 200,
      body: aHistoryPage([
        anEntry({ type: 'AdminRoleGranted', changes: [{ field: 'isAdmin', before: false, after: true }] }),
        anEntry({
          type: 'UserEmailChanged',
          actor: { id: 'u-1', username: 'midfielder' },
          changes: [{ field: 'email', before: 'old@example.com', after: 'new@example.com' }],
        }),
        anEntry({ type: 'UserPasswordChanged', actor: { id: 'gone', username: null } }),
        anEntry({
          type: 'UserRegistered',
          actor: { id: 'system', username: null },
          changes: [{ field: 'username', before: null, after: 'midfielder' }],
        }),
      ]),
    });
    const dialog = await openUserHistory();

    expect(within(dialog).getByRole('tab', { name: 'Account', selected: true })).toBeInTheDocument();
    const titles = await within(dialog).findAllByRole('heading', { level: 3 });
    const items = titles.map((title) => title.closest('li'));
    expect(titles.map((title) => title.textContent)).toEqual([
      'Admin role granted',
      'Email changed',
      'Password changed',
      'Registered',
    ]);
    expect(items[0]).toHaveTextContent('by head_admin');
    expect(items[0]).toHaveTextContent('Admin: No → Yes');
    expect(items[1]).toHaveTextContent('Email: old@example.com → new@example.com');
    expect(items[2]).toHaveTextContent('by Unknown user');
    expect(items[3]).toHaveTextContent('by System');
    expect(items[3]).toHaveTextContent('Username: midfielder');
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
    expect(requested('/api/admin/history/users/u-1?page=1')).toHaveLength(1);
  });

  it('words the deletion of an account and its warning, and names a deleted actor', async () => {
    api.on('GET /api/admin/history/users/u-1', {
      status: 200,
      body: aHistoryPage([
        anEntry({ type: 'UserDeleted', changes: [{ field: 'reason', before: null, after: 'Asked by e-mail' }] }),
        anEntry({ type: 'UserDeletionWarned', actor: { id: 'system', username: null } }),
        anEntry({ type: 'UserEmailChanged', actor: { id: 'u-2', username: 'Deleted user' } }),
      ]),
    });
    const dialog = await openUserHistory();

    const titles = await within(dialog).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['Account deleted', 'Deletion warning mailed', 'Email changed']);
    const items = titles.map((title) => title.closest('li'));
    expect(items[0]).toHaveTextContent('by head_admin');
    expect(items[0]).toHaveTextContent('Reason: Asked by e-mail');
    expect(items[1]).toHaveTextContent('by System');
    expect(items[2]).toHaveTextContent('by Deleted user');
  });

  it('given Spanish, then a deleted account reads "Usuario eliminado" and its deletion is worded in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    api.on('GET /api/user', { status: 200, body: aUser({ id: 'me', isAdmin: true }) });
    api.on('GET /api/admin/users', { status: 200, body: [anAdminUser({ id: 'u-3', username: 'Deleted user' })] });
    api.on('GET /api/admin/history/users/u-3', {
      status: 200,
      body: aHistoryPage([
        anEntry({ type: 'UserDeleted', actor: { id: 'u-3', username: 'Deleted user' } }),
        anEntry({ type: 'UserDeletionWarned', actor: { id: 'system', username: null } }),
        anEntry({ type: 'UserRegistered', changes: [{ field: 'username', before: null, after: 'Deleted user' }] }),
      ]),
    });
    renderApp('/admin?tab=users');
    fireEvent.click(await screen.findByRole('button', { name: 'Historial' }));

    const dialog = await screen.findByRole('dialog', { name: 'Historial: Usuario eliminado' });
    const titles = await within(dialog).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['Cuenta eliminada', 'Aviso de eliminación enviado', 'Registro']);
    expect(titles[0].closest('li')).toHaveTextContent('por Usuario eliminado');
    expect(titles[2].closest('li')).toHaveTextContent('Usuario: Usuario eliminado');
  });

  it('shows the subscription history in its own tab, fetched when opened', async () => {
    api.on('GET /api/admin/history/users/u-1', { status: 200, body: aHistoryPage([anEntry()]) });
    api.on('GET /api/admin/history/subscriptions/u-1', {
      status: 200,
      body: aHistoryPage([
        anEntry({
          type: 'AccessGranted',
          changes: [
            { field: 'planType', before: null, after: 'pro' },
            { field: 'until', before: null, after: '2026-06-30' },
          ],
        }),
      ]),
    });
    const dialog = await openUserHistory();
    expect(requested('/api/admin/history/subscriptions/u-1?page=1')).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Subscription' }));

    expect(await within(dialog).findByText('Access granted')).toBeInTheDocument();
    expect(within(dialog).getByText('Plan: Pro')).toBeInTheDocument();
    expect(within(dialog).getByText('Last day: Jun 30, 2026')).toBeInTheDocument();
    expect(requested('/api/admin/history/subscriptions/u-1?page=1')).toHaveLength(1);
  });

  it('words the billing events of a subscription: plan, status, period end and the amount paid', async () => {
    const periodEnd = '2026-07-15T12:00:00.000Z';
    api.on('GET /api/admin/history/users/u-1', { status: 200, body: aHistoryPage([anEntry()]) });
    api.on('GET /api/admin/history/subscriptions/u-1', {
      status: 200,
      body: aHistoryPage([
        anEntry({
          type: 'InvoicePaid',
          actor: { id: 'system', username: null },
          changes: [
            { field: 'invoiceId', before: null, after: 'in_1' },
            { field: 'amount', before: null, after: 1800 },
            { field: 'currency', before: null, after: 'usd' },
          ],
        }),
        anEntry({
          type: 'SubscriptionPastDue',
          actor: { id: 'system', username: null },
          changes: [{ field: 'status', before: 'active', after: 'past_due' }],
        }),
        anEntry({
          type: 'SubscriptionCancellationScheduled',
          changes: [{ field: 'cancelAtPeriodEnd', before: false, after: true }],
        }),
        anEntry({
          type: 'SubscriptionActivated',
          actor: { id: 'system', username: null },
          changes: [
            { field: 'subscriptionId', before: null, after: 'sub_1' },
            { field: 'planType', before: null, after: 'pro' },
            { field: 'status', before: null, after: 'active' },
            { field: 'currentPeriodEnd', before: null, after: periodEnd },
          ],
        }),
        anEntry({ type: 'StripeCustomerCreated', changes: [{ field: 'stripeCustomerId', before: null, after: 'cus_1' }] }),
      ]),
    });
    const dialog = await openUserHistory();

    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Subscription' }));

    expect(await within(dialog).findByText('Invoice paid')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
      'Invoice paid',
      'Payment failed',
      'Cancellation scheduled',
      'Subscription activated',
      'Billing account created',
    ]);
    expect(within(dialog).getByText('Invoice: in_1')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount: $18.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Currency: USD')).toBeInTheDocument();
    expect(within(dialog).getByText('Status: active → past due')).toBeInTheDocument();
    expect(within(dialog).getByText('Cancels at period end: No → Yes')).toBeInTheDocument();
    expect(within(dialog).getByText('Plan: Pro')).toBeInTheDocument();
    expect(within(dialog).getByText('Status: active')).toBeInTheDocument();
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(periodEnd));
    expect(within(dialog).getByText(`Current period ends: ${day}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Billing customer: cus_1')).toBeInTheDocument();
  });

  it('says "No history yet" for an empty history', async () => {
    api.on('GET /api/admin/history/users/u-1', { status: 200, body: aHistoryPage([]) });
    const dialog = await openUserHistory();

    expect(await within(dialog).findByText('No history yet')).toBeInTheDocument();
  });

  it('pages through a long history, newest first', async () => {
    api.on('GET /api/admin/history/users/u-1', {
      status: 200,
      body: aHistoryPage([anEntry({ type: 'UserEmailChanged' })], { total: 120, totalPages: 3 }),
    });
    api.on('GET /api/admin/history/users/u-1?page=2', {
      status: 200,
      body: aHistoryPage([anEntry({ type: 'AdminRoleRevoked' })], { page: 2, total: 120, totalPages: 3 }),
    });
    const dialog = await openUserHistory();

    const paging = await within(dialog).findByRole('navigation', { name: 'History pages' });
    expect(paging).toHaveTextContent('Page 1 of 3');
    expect(within(paging).getByRole('button', { name: 'Newer' })).toBeDisabled();
    fireEvent.click(within(paging).getByRole('button', { name: 'Older' }));

    expect(await within(dialog).findByText('Admin role revoked')).toBeInTheDocument();
    expect(paging).toHaveTextContent('Page 2 of 3');
    expect(within(paging).getByRole('button', { name: 'Newer' })).toBeEnabled();
    expect(requested('/api/admin/history/users/u-1?page=2')).toHaveLength(1);
  });

  it("shows an event's changes with readable values, and unknown types as sent", async () => {
    api.on('GET /api/admin/history/events/e-1', {
      status: 200,
      body: aHistoryPage([
        anEntry({
          type: 'EventDetailsChanged',
          changes: [
            { field: 'cost', before: 150, after: 1250 },
            { field: 'startDate', before: '2026-09-12', after: '2026-09-19' },
            { field: 'isIndoor', before: null, after: false },
          ],
        }),
        anEntry({
          type: 'EventListed',
          changes: [
            { field: 'source', before: null, after: 'import' },
            { field: 'organizer', before: null, after: null },
          ],
        }),
        anEntry({ type: 'EventArchived' }),
      ]),
    });
    renderEventHistory();
    const dialog = await screen.findByRole('dialog', { name: 'History: Fall Classic' });

    expect(await within(dialog).findByText('Details changed')).toBeInTheDocument();
    expect(within(dialog).getByText('Cost: $150 → $1,250')).toBeInTheDocument();
    expect(within(dialog).getByText('Start date: Sep 12, 2026 → Sep 19, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Indoor: — → No')).toBeInTheDocument();
    expect(within(dialog).getByText('Source: CSV import')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Organizer/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('EventArchived')).toBeInTheDocument();
    expect(requested('/api/admin/history/events/e-1?page=1')).toHaveLength(1);
  });

  it('words what the scrapers and the Review list did to an event', async () => {
    api.on('GET /api/admin/history/events/e-1', {
      status: 200,
      body: aHistoryPage([
        anEntry({ type: 'EventReviewDismissed', changes: [{ field: 'review', before: 'dates-differ', after: null }] }),
        anEntry({ type: 'EventsKeptApart', changes: [{ field: 'keptApartFrom', before: null, after: 'e-2' }] }),
        anEntry({ type: 'EventMergeReceived', changes: [{ field: 'merged', before: null, after: 'e-3' }] }),
        anEntry({ type: 'EventMergedInto', changes: [{ field: 'mergedInto', before: null, after: 'e-4' }] }),
        anEntry({ type: 'EventReturned', changes: [{ field: 'isVanished', before: true, after: false }] }),
        anEntry({ type: 'EventVanished', changes: [{ field: 'isVanished', before: false, after: true }] }),
        anEntry({
          type: 'EventFlaggedForReview',
          actor: { id: 'system', username: null },
          changes: [{ field: 'review', before: null, after: 'duplicate: Same dates and city' }],
        }),
        anEntry({
          type: 'EventSourceLinked',
          changes: [{ field: 'source', before: null, after: 'https://pafieldhockey.org/calendar (republished)' }],
        }),
      ]),
    });
    renderEventHistory();
    const dialog = await screen.findByRole('dialog', { name: 'History: Fall Classic' });

    expect(await within(dialog).findByText('Review dismissed')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
      'Review dismissed',
      'Kept apart from another listing',
      'Another listing merged in',
      'Merged into another listing',
      'Listed again',
      'No longer listed by the organizer',
      'Flagged for review',
      'Source added',
    ]);
    expect(within(dialog).getByText('Review: Sources disagree on dates → —')).toBeInTheDocument();
    expect(within(dialog).getByText('Kept apart from: e-2')).toBeInTheDocument();
    expect(within(dialog).getByText('Merged listing: e-3')).toBeInTheDocument();
    expect(within(dialog).getByText('Merged into: e-4')).toBeInTheDocument();
    expect(within(dialog).getByText('No longer listed by the organizer: Yes → No')).toBeInTheDocument();
    expect(within(dialog).getByText('No longer listed by the organizer: No → Yes')).toBeInTheDocument();
    expect(within(dialog).getByText('Review: Probable duplicate: Same dates and city')).toBeInTheDocument();
    expect(within(dialog).getByText('Source: https://pafieldhockey.org/calendar (republished)')).toBeInTheDocument();
  });

  it("words a draft's decisions: published with the fields the admin edited, rejected with why, listed once proven", async () => {
    api.on('GET /api/admin/history/drafts/d-1', { status: 200, body: aHistoryPage(draftDecisions()) });
    renderDraftHistory('d-1', 'Summer Skills Camp');
    const dialog = await screen.findByRole('dialog', { name: 'History: Summer Skills Camp' });
    const titles = await within(dialog).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['Listed: its source now proves it', 'Rejected by an admin', 'Published by an admin']);
    const [proven, rejected, published] = titles.map((title) => title.closest('li') as HTMLElement);
    expect(proven).toHaveTextContent('Listing: e-9');
    expect(proven).toHaveTextContent('by System');
    expect(rejected).toHaveTextContent('Reason: A lacrosse camp');
    expect(rejected).toHaveTextContent('by head_admin');
    expect(published).toHaveTextContent('Fields the admin edited: City, Cost');
    expect(requested('/api/admin/history/drafts/d-1?page=1')).toHaveLength(1);
  });

  it('says why the history could not be loaded', async () => {
    api.on('GET /api/admin/history/events/e-1', { status: 404, body: { message: 'Event not found' } });
    renderEventHistory();
    const dialog = await screen.findByRole('dialog', { name: 'History: Fall Classic' });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error loading history: Event not found');
  });

  it('is in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    api.on('GET /api/admin/history/events/e-1', {
      status: 200,
      body: aHistoryPage([
        anEntry({
          type: 'EventCancelled',
          actor: { id: 'system', username: null },
          changes: [{ field: 'isCancelled', before: false, after: true }],
        }),
      ]),
    });
    renderEventHistory('Clásico de otoño');

    const dialog = await screen.findByRole('dialog', { name: 'Historial: Clásico de otoño' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'Cancelado' })).toBeInTheDocument();
    expect(within(dialog).getByText('Cancelado: No → Sí')).toBeInTheDocument();
    expect(within(dialog).getByText(/por Sistema/)).toBeInTheDocument();
  });

  it('words the Review list and the sources of an event in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    api.on('GET /api/admin/history/events/e-1', {
      status: 200,
      body: aHistoryPage([
        anEntry({ type: 'EventVanished', changes: [{ field: 'isVanished', before: false, after: true }] }),
        anEntry({ type: 'EventFlaggedForReview', changes: [{ field: 'review', before: null, after: 'not-field-hockey: Lacrosse camp' }] }),
        anEntry({ type: 'EventSourceLinked', changes: [{ field: 'source', before: null, after: 'https://lvfhclub.org/events (organizer)' }] }),
      ]),
    });
    renderEventHistory('Clásico de otoño');

    const dialog = await screen.findByRole('dialog', { name: 'Historial: Clásico de otoño' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'El organizador ya no lo publica' })).toBeInTheDocument();
    expect(within(dialog).getByText('El organizador ya no lo publica: No → Sí')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Señalado para revisión' })).toBeInTheDocument();
    expect(within(dialog).getByText('Revisión: Quizá no sea hockey sobre césped: Lacrosse camp')).toBeInTheDocument();
    expect(within(dialog).getByText('Origen: https://lvfhclub.org/events (sitio del organizador)')).toBeInTheDocument();
  });

  it("words a draft's decisions in Spanish", async () => {
    window.localStorage.setItem('language', 'es');
    api.on('GET /api/admin/history/drafts/d-1', { status: 200, body: aHistoryPage(draftDecisions()) });
    renderDraftHistory('d-1', 'Campamento de verano');
    const dialog = await screen.findByRole('dialog', { name: 'Historial: Campamento de verano' });
    const titles = await within(dialog).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['Publicado: su fuente ya lo prueba', 'Rechazado por un admin', 'Publicado por un admin']);
    expect(within(dialog).getByText('Evento: e-9')).toBeInTheDocument();
    expect(within(dialog).getByText('Motivo: A lacrosse camp')).toBeInTheDocument();
    expect(within(dialog).getByText('Campos que editó el admin: Ciudad, Precio')).toBeInTheDocument();
  });
});
