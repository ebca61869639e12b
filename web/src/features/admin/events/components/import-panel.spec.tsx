import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/render-app';
import { aUser, heldReply, setUpTestApi } from '../../../../../test/test-api';

const api = setUpTestApi();

const csv = [
  'name,eventType,startDate,city,state,ageLevel',
  'Fall Camp,ID Camp,2026-09-12,Richmond,VA,U16',
  'Bad Dates Clinic,Clinic,2026-02-30,Austin,TX,U14',
  '',
].join('\n');

// jsdom's File has no text() (every browser the site supports has): this one answers what a browser would.
function csvFile(text: string): File {
  return Object.assign(new File([text], 'events.csv', { type: 'text/csv' }), { text: async () => text });
}

async function chooseFileAndImport() {
  signInAdmin();
  api.on('GET /api/admin/events/recent', { status: 200, body: [] });
  renderApp('/admin?tab=events');
  const input = await screen.findByLabelText('CSV file');
  expect(input).toHaveAttribute('accept', '.csv,text/csv');
  fireEvent.change(input, { target: { files: [csvFile(csv)] } });
  fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
}

function signInAdmin() {
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'admin', isAdmin: true }) });
}

describe('CSV import', () => {
  it("sends the file's text, shows progress while the server works, then the counts and each rejected row", async () => {
    const answer = heldReply();
    api.on('POST /api/admin/events/import', answer.handler);
    await chooseFileAndImport();

    expect(await screen.findByRole('progressbar', { name: 'Importing events…' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bulk import' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeDisabled();
    answer.release({
      status: 200,
      body: {
        added: 1,
        updated: 0,
        unchanged: 0,
        rejected: 1,
        errors: [{ row: 3, message: 'startDate: Use the yyyy-MM-dd format (a real day)' }],
      },
    });

    const summary = await screen.findByRole('region', { name: 'Import result' });
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(summary).getByText('Added').nextElementSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Rejected').nextElementSibling).toHaveTextContent('1');
    const rejected = within(summary).getByRole('table', { name: 'Rejected rows' });
    expect(within(rejected).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'RowError',
      '3startDate: Use the yyyy-MM-dd format (a real day)',
    ]);
    expect(api.calls).toContainEqual({ method: 'POST', path: '/api/admin/events/import', body: csv });
  });

  it('toasts the reason when the server refuses the whole file, and shows no table', async () => {
    api.on('POST /api/admin/events/import', { status: 413, body: { message: 'At most 5,000 rows per import' } });
    await chooseFileAndImport();

    expect(await screen.findByText('Error importing events')).toBeInTheDocument();
    expect(screen.getByText('At most 5,000 rows per import')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import result' })).not.toBeInTheDocument();
  });
});
