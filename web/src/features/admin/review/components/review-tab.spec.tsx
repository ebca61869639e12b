import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../../test/test-api';
import { aHistoryPage } from '../../components/admin-fixtures';
import type { ReviewItem } from '../api/review-item';
import { aReviewEvent, aReviewItem } from '../review-fixtures';

const api = setUpTestApi();

function signInAdmin() {
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'admin', isAdmin: true }) });
  // The tab's drafts (drafts-section.spec.tsx): none here.
  api.on('GET /api/admin/review/drafts', { status: 200, body: [] });
}

const classic = aReviewEvent({
  name: 'Fall Classic',
  startDate: '2026-10-10',
  endDate: '2026-10-11',
  city: 'Lancaster',
  state: 'PA',
  organizer: 'LVFHC',
  ageLevel: 'U16',
  sources: [
    { scraperId: 'lvfhclub', sourceKey: 'https://lvfhclub.org/events/fall-classic', own: true },
    { scraperId: 'pa-calendar', sourceKey: 'https://pafieldhockey.org/calendar#fall-classic', own: false },
  ],
});
const classicAgain = aReviewEvent({
  name: 'LVFHC Fall Classic',
  startDate: '2026-10-10',
  city: 'Lancaster',
  state: 'PA',
  organizer: null,
  ageLevel: 'U19',
  sources: [{ scraperId: 'pa-calendar', sourceKey: 'https://pafieldhockey.org/calendar#lvfhc', own: false }],
});
const clinic = aReviewEvent({ name: 'Winter Clinic', sources: [] });
const camp = aReviewEvent({ name: 'Summer Lacrosse Camp' });
const tournament = aReviewEvent({ name: 'Spring Tournament', isVanished: true });

const duplicate = aReviewItem({
  kind: 'duplicate',
  note: 'Same dates and city, names 80% alike',
  event: classic,
  other: classicAgain,
});
const datesDiffer = aReviewItem({ kind: 'dates-differ', note: 'lvfhclub says Jan 10, pa-calendar says Jan 17', event: clinic });
const notFieldHockey = aReviewItem({ kind: 'not-field-hockey', event: camp });
const vanished = aReviewItem({ kind: 'vanished', event: tournament });

/** The list as the server holds it: an answer that succeeds takes its item away, as the server's projection does. */
function answerReview(initial: ReviewItem[]) {
  let items = initial;
  api.on('GET /api/admin/review', () => ({ status: 200, body: items }));
  return (id: string) => {
    items = items.filter((item) => item.id !== id);
  };
}

const reviewRequests = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/review').length;

async function itemOf(name: string) {
  return (await screen.findByRole('article', { name })) as HTMLElement;
}

/** The value shown under a fact's label within `scope`. */
function fact(scope: HTMLElement, label: string) {
  return within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe("the admin console's Review tab", () => {
  it('lists the open items: what each is, why, when, and the events with where they were found', async () => {
    signInAdmin();
    answerReview([duplicate, datesDiffer, notFieldHockey, vanished]);
    // Sources are named as the Scrapers tab names them; one the list does not hold (deleted) keeps its id.
    api.on('GET /api/admin/scrapers', { status: 200, body: [{ id: 'lvfhclub', name: 'LVFHC website' }] });
    renderApp('/admin?tab=review');

    expect(await screen.findByRole('tab', { name: 'Review', selected: true })).toBeInTheDocument();
    const item = await itemOf('Probable duplicate: Fall Classic');
    expect(within(item).getByText('Same dates and city, names 80% alike')).toBeInTheDocument();
    const flaggedAt = item.querySelector('time');
    expect(flaggedAt).toHaveAttribute('dateTime', duplicate.flaggedAt);
    expect(flaggedAt?.parentElement).toHaveTextContent(/^Flagged \S/);

    const flagged = within(item).getByRole('region', { name: 'Fall Classic' });
    expect(within(flagged).getByText('Flagged listing')).toBeInTheDocument();
    expect(within(flagged).getByRole('link', { name: 'Fall Classic' })).toHaveAttribute('href', `/events/${classic.id}`);
    expect(fact(flagged, 'Dates')).toHaveTextContent('Oct 10, 2026 – Oct 11, 2026');
    expect(fact(flagged, 'Location')).toHaveTextContent('Lancaster, PA');
    expect(fact(flagged, 'Organizer')).toHaveTextContent('LVFHC');
    expect(fact(flagged, 'Age level')).toHaveTextContent('U16');
    const sources = within(fact(flagged, 'Found on')).getAllByRole('listitem');
    await waitFor(() => expect(sources[0]).toHaveTextContent(/^LVFHC website/));
    expect(sources.map((source) => source.textContent)).toEqual([
      'LVFHC websitehttps://lvfhclub.org/events/fall-classicOrganizer’s site',
      'pa-calendarhttps://pafieldhockey.org/calendar#fall-classicRepublished',
    ]);
    expect(within(sources[0]).getByRole('link')).toHaveAttribute('href', 'https://lvfhclub.org/events/fall-classic');

    const other = within(item).getByRole('region', { name: 'LVFHC Fall Classic' });
    expect(within(other).getByText('Possible duplicate')).toBeInTheDocument();
    expect(within(other).getByRole('link', { name: 'LVFHC Fall Classic' })).toHaveAttribute('href', `/events/${classicAgain.id}`);
    expect(fact(other, 'Organizer')).toHaveTextContent('—');
    expect(fact(other, 'Age level')).toHaveTextContent('U19');
    expect(within(fact(other, 'Found on')).getByText('Republished')).toBeInTheDocument();

    const dates = await itemOf('Sources disagree on dates: Winter Clinic');
    expect(within(dates).getByText('lvfhclub says Jan 10, pa-calendar says Jan 17')).toBeInTheDocument();
    expect(fact(dates, 'Found on')).toHaveTextContent('Entered by an admin');
    expect(await itemOf('Maybe not field hockey: Summer Lacrosse Camp')).toBeInTheDocument();
    const gone = await itemOf('No longer listed by the organizer: Spring Tournament');
    expect(within(gone).getByText('No longer listed')).toBeInTheDocument();
  });

  it('offers the answers that fit each kind', async () => {
    signInAdmin();
    answerReview([duplicate, datesDiffer, notFieldHockey, vanished]);
    renderApp('/admin?tab=review');

    const answers = async (name: string) =>
      within(await itemOf(name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await answers('Probable duplicate: Fall Classic')).toEqual(['Keep this one', 'History', 'Keep this one', 'History', 'Keep apart', 'Dismiss']);
    expect(await answers('Sources disagree on dates: Winter Clinic')).toEqual(['History', 'Dismiss']);
    expect(await answers('Maybe not field hockey: Summer Lacrosse Camp')).toEqual(['History', 'Dismiss']);
    expect(await answers('No longer listed by the organizer: Spring Tournament')).toEqual(['History', 'Confirm cancelled']);
  });

  it('says there is nothing to review', async () => {
    signInAdmin();
    answerReview([]);
    renderApp('/admin?tab=review');

    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });

  it('says why the list could not load', async () => {
    signInAdmin();
    api.on('GET /api/admin/review', { status: 503, body: { message: 'Try again later' } });
    renderApp('/admin?tab=review');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the review list: Try again later');
  });

  it.each([
    ['the flagged listing', 'Keep Fall Classic (Flagged listing) and merge the other listing into it', classicAgain, classic],
    ['the other listing', 'Keep LVFHC Fall Classic (Possible duplicate) and merge the other listing into it', classic, classicAgain],
  ])('merges the other listing into %s once the admin confirms, then reads the list again', async (_side, button, merged, kept) => {
    signInAdmin();
    const answered = answerReview([duplicate]);
    api.on('POST /api/admin/review/merge', () => {
      answered(duplicate.id);
      return { status: 200, body: kept };
    });
    renderApp('/admin?tab=review');

    fireEvent.click(within(await itemOf('Probable duplicate: Fall Classic')).getByRole('button', { name: button }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Merge these listings?' });
    expect(confirm).toHaveTextContent(`“${kept.name}”`);
    expect(confirm).toHaveTextContent(`takes over the sources and saves of “${merged.name}”`);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Merge' }));

    expect(await screen.findByText(`Listings merged: “${kept.name}” kept`)).toBeInTheDocument();
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'POST', path: '/api/admin/review/merge', body: { eventId: merged.id, intoEventId: kept.id } });
    expect(reviewRequests()).toBe(2);
  });

  it('merges nothing when the admin cancels', async () => {
    signInAdmin();
    answerReview([duplicate]);
    renderApp('/admin?tab=review');

    fireEvent.click(await screen.findByRole('button', { name: 'Keep Fall Classic (Flagged listing) and merge the other listing into it' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('keeps two listings apart', async () => {
    signInAdmin();
    const answered = answerReview([duplicate, datesDiffer]);
    api.on('POST /api/admin/review/keep-apart', () => {
      answered(duplicate.id);
      return { status: 204 };
    });
    renderApp('/admin?tab=review');

    fireEvent.click(await screen.findByRole('button', { name: 'Keep Fall Classic and its possible duplicate apart' }));

    expect(await screen.findByText('Listings kept apart')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Probable duplicate: Fall Classic' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Sources disagree on dates: Winter Clinic' })).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/api/admin/review/keep-apart',
      body: { eventId: classic.id, otherEventId: classicAgain.id },
    });
  });

  it('confirms that a vanished event is cancelled once the admin confirms', async () => {
    signInAdmin();
    const answered = answerReview([vanished]);
    api.on('POST /api/admin/review/confirm-cancelled', () => {
      answered(vanished.id);
      return { status: 200, body: { ...tournament, isCancelled: true } };
    });
    renderApp('/admin?tab=review');

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Spring Tournament is cancelled' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark this event as cancelled?' });
    expect(confirm).toHaveTextContent('No site lists “Spring Tournament” any more.');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm cancelled' }));

    expect(await screen.findByText('“Spring Tournament” marked as cancelled')).toBeInTheDocument();
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'POST', path: '/api/admin/review/confirm-cancelled', body: { eventId: tournament.id } });
  });

  it.each([
    ['duplicate', duplicate, 'Dismiss Probable duplicate: Fall Classic'],
    ['dates-differ', datesDiffer, 'Dismiss Sources disagree on dates: Winter Clinic'],
    ['not-field-hockey', notFieldHockey, 'Dismiss Maybe not field hockey: Summer Lacrosse Camp'],
  ])('dismisses a %s item', async (_kind, item, button) => {
    signInAdmin();
    const answered = answerReview([item]);
    api.on('POST /api/admin/review/dismiss', () => {
      answered(item.id);
      return { status: 204 };
    });
    renderApp('/admin?tab=review');

    fireEvent.click(await screen.findByRole('button', { name: button }));

    expect(await screen.findByText('Review item dismissed')).toBeInTheDocument();
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'POST', path: '/api/admin/review/dismiss', body: { eventId: item.event.id, kind: item.kind } });
  });

  it('toasts the server message when an answer is refused, and reads the list again', async () => {
    signInAdmin();
    answerReview([duplicate]);
    api.on('POST /api/admin/review/merge', { status: 409, body: { message: 'These events were kept apart' } });
    renderApp('/admin?tab=review');

    fireEvent.click(await screen.findByRole('button', { name: 'Keep Fall Classic (Flagged listing) and merge the other listing into it' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Merge' }));

    expect(await screen.findByText('Error merging the listings')).toBeInTheDocument();
    expect(screen.getByText('These events were kept apart')).toBeInTheDocument();
    await waitFor(() => expect(reviewRequests()).toBe(2));
  });

  it('opens the history of an event', async () => {
    signInAdmin();
    answerReview([datesDiffer]);
    api.on(`GET /api/admin/history/events/${clinic.id}`, {
      status: 200,
      body: aHistoryPage([]),
    });
    renderApp('/admin?tab=review');

    fireEvent.click(await screen.findByRole('button', { name: 'History of Winter Clinic' }));

    const dialog = await screen.findByRole('dialog', { name: 'History: Winter Clinic' });
    expect(await within(dialog).findByText('No history yet')).toBeInTheDocument();
  });

  it('is in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    signInAdmin();
    answerReview([duplicate, vanished]);
    renderApp('/admin?tab=review');

    expect(await screen.findByRole('tab', { name: 'Revisión', selected: true })).toBeInTheDocument();
    const item = await itemOf('Probable duplicado: Fall Classic');
    expect(within(item).getByText('Evento señalado')).toBeInTheDocument();
    expect(within(item).getByText('Posible duplicado')).toBeInTheDocument();
    expect(fact(within(item).getByRole('region', { name: 'Fall Classic' }), 'Publicado en')).toHaveTextContent('Sitio del organizador');
    expect(within(item).getAllByRole('button', { name: /^Conservar / })).toHaveLength(2);
    expect(within(item).getByRole('button', { name: 'Mantener separados Fall Classic y su posible duplicado' })).toBeInTheDocument();
    const gone = await itemOf('El organizador ya no lo publica: Spring Tournament');
    expect(within(gone).getByRole('button', { name: 'Confirmar que Spring Tournament está cancelado' })).toHaveTextContent(
      'Confirmar cancelación',
    );
  });

  it('says in Spanish that there is nothing to review', async () => {
    window.localStorage.setItem('language', 'es');
    signInAdmin();
    answerReview([]);
    renderApp('/admin?tab=review');

    expect(await screen.findByText('Nada que revisar')).toBeInTheDocument();
  });
});
