import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../../test/test-api';
import { anAdminEvent } from '../admin-event-fixtures';

const api = setUpTestApi();

function signInAdmin() {
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'admin', isAdmin: true }) });
}

const showcase = anAdminEvent({ name: 'Spring Showcase', city: 'Boston', state: 'MA', startDate: '2026-04-10', organizer: 'NXT' });
const cancelledClinic = anAdminEvent({ name: 'Winter Clinic', eventType: 'Clinic', organizer: null, isCancelled: true });
const sampleCamp = anAdminEvent({ name: 'Sample Camp', eventType: 'ID Camp', isSample: true });

describe('admin events tab', () => {
  it('lists the recent events with their type, cancelled and sample badges', async () => {
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [showcase, cancelledClinic, sampleCamp] });
    renderApp('/admin?tab=events');

    const first = (await screen.findByRole('rowheader', { name: 'Spring Showcase' })).closest('tr') as HTMLElement;
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['Boston', 'MA', 'NXT', 'Apr 10, 2026', 'Showcase']),
    );
    expect(screen.getByRole('rowheader', { name: 'Winter Clinic Cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Sample Camp Sample' })).toBeInTheDocument();
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/admin/events/recent?limit=20' }));
    expect(screen.getByRole('button', { name: 'Mark Spring Showcase as sample' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Sample Camp as sample' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/events/export');
  });

  it('says there are no events yet', async () => {
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [] });
    renderApp('/admin?tab=events');

    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why the list could not load', async () => {
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 503, body: { message: 'Try again later' } });
    renderApp('/admin?tab=events');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the events: Try again later');
  });

  it('deletes an event only once the admin confirms', async () => {
    signInAdmin();
    let events = [showcase];
    api.on('GET /api/admin/events/recent', () => ({ status: 200, body: events }));
    api.on(`DELETE /api/admin/events/${showcase.id}`, () => {
      events = [];
      return { status: 204 };
    });
    renderApp('/admin?tab=events');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Spring Showcase' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this event?' });
    expect(confirm).toHaveTextContent('“Spring Showcase” will be removed from the catalog.');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Event deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: `/api/admin/events/${showcase.id}` }));
  });

  it('makes the catalog screens load again after a change, instead of showing what they cached before it', async () => {
    signInAdmin();
    let events = [showcase];
    api.on('GET /api/saved-events', { status: 200, body: [] });
    api.on('GET /api/events', () => ({ status: 200, body: events }));
    api.on('GET /api/stats/events-count', () => ({ status: 200, body: { count: events.length } }));
    api.on('GET /api/admin/events/recent', () => ({ status: 200, body: events }));
    api.on(`DELETE /api/admin/events/${showcase.id}`, () => {
      events = [];
      return { status: 204 };
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const countRequests = () => api.calls.filter((call) => call.path === '/api/stats/events-count').length;
    await waitFor(() => expect(countRequests()).toBe(1));

    await act(() => router.navigate('/admin?tab=events'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Spring Showcase' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    await act(() => router.navigate('/dashboard'));

    await waitFor(() => expect(countRequests()).toBe(2));
  });

  it('toasts the server message when a delete fails', async () => {
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [showcase] });
    api.on(`DELETE /api/admin/events/${showcase.id}`, { status: 404, body: { message: 'Event not found' } });
    renderApp('/admin?tab=events');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Spring Showcase' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Error deleting event')).toBeInTheDocument();
    expect(screen.getByText('Event not found')).toBeInTheDocument();
  });

  it('cancels an event once the admin confirms; a cancelled event offers neither cancel nor sample', async () => {
    signInAdmin();
    let events = [showcase, cancelledClinic];
    api.on('GET /api/admin/events/recent', () => ({ status: 200, body: events }));
    api.on(`POST /api/admin/events/${showcase.id}/cancel`, () => {
      events = [{ ...showcase, isCancelled: true }, cancelledClinic];
      return { status: 200, body: events[0] };
    });
    renderApp('/admin?tab=events');

    expect(await screen.findByRole('button', { name: 'Cancel Spring Showcase' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Winter Clinic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Winter Clinic as sample' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Spring Showcase' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this event?' });
    expect(api.calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel event' }));

    expect(await screen.findByText('Event cancelled')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Spring Showcase Cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Spring Showcase' })).not.toBeInTheDocument();
  });

  it('marks an event as the sample', async () => {
    signInAdmin();
    let events = [showcase, sampleCamp];
    api.on('GET /api/admin/events/recent', () => ({ status: 200, body: events }));
    api.on(`POST /api/admin/events/${showcase.id}/sample`, () => {
      events = [{ ...showcase, isSample: true }, { ...sampleCamp, isSample: false }];
      return { status: 200, body: events[0] };
    });
    renderApp('/admin?tab=events');

    fireEvent.click(await screen.findByRole('button', { name: 'Mark Spring Showcase as sample' }));

    expect(await screen.findByText('Sample event updated')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark Sample Camp as sample' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Spring Showcase Sample' })).toBeInTheDocument();
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'POST', path: `/api/admin/events/${showcase.id}/sample` }));
  });

  it("opens the event's history", async () => {
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [showcase] });
    renderApp('/admin?tab=events');

    fireEvent.click(await screen.findByRole('button', { name: 'History of Spring Showcase' }));

    expect(await screen.findByRole('dialog', { name: /Spring Showcase/ })).toBeInTheDocument();
    const historyCall = expect.stringContaining(`/api/admin/history/events/${showcase.id}`);
    // The dialog shows before its request reaches the stand-in server.
    await waitFor(() => expect(api.calls).toContainEqual(expect.objectContaining({ method: 'GET', path: historyCall })));
  });
});
