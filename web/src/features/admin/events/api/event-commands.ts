import { apiRequest, apiUpload } from '../../../../lib/api';
import type { AdminEvent, EventDetails, ImportReport } from './admin-event';

const eventUrl = (id: string) => `/api/admin/events/${encodeURIComponent(id)}`;

export async function createEvent(details: EventDetails): Promise<AdminEvent> {
  const response = await apiRequest('POST', '/api/admin/events', details);
  return (await response.json()) as AdminEvent;
}

export async function updateEvent(id: string, changes: Partial<EventDetails>): Promise<AdminEvent> {
  const response = await apiRequest('PATCH', eventUrl(id), changes);
  return (await response.json()) as AdminEvent;
}

export async function deleteEvent(id: string): Promise<void> {
  await apiRequest('DELETE', eventUrl(id));
}

export async function cancelEvent(id: string): Promise<AdminEvent> {
  const response = await apiRequest('POST', `${eventUrl(id)}/cancel`);
  return (await response.json()) as AdminEvent;
}

export async function markSample(id: string): Promise<AdminEvent> {
  const response = await apiRequest('POST', `${eventUrl(id)}/sample`);
  return (await response.json()) as AdminEvent;
}

export async function importEvents(csv: string): Promise<ImportReport> {
  const response = await apiUpload('POST', '/api/admin/events/import', { type: 'text/csv', text: csv });
  return (await response.json()) as ImportReport;
}
