import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { program } from '../../features/events/test-fixtures';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import AdminProgramsPage from './programs-page';

const PROGRAMS = [program('p1', 'Founders Fellowship', { isFeatured: true }), program('p2', 'Growth Course')];

function setup() {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/program/admin/all')) {
      const q = new URL(url, 'http://x').searchParams;
      let rows = q.get('filter') === 'featured' ? PROGRAMS.filter((p) => p.isFeatured) : PROGRAMS;
      if (q.get('search')) rows = rows.filter((p) => p.title.toLowerCase().includes(q.get('search')!.toLowerCase()));
      return json(200, rows, { 'X-Total-Count': String(rows.length) });
    }
    if (url === '/api/program/p1/toggle-featured' && init.method === 'PATCH')
      return json(200, { ...PROGRAMS[0], isFeatured: false });
    if (url === '/api/program/p2' && init.method === 'DELETE') return json(500, { message: 'boom' });
    return undefined;
  });
}
const page = () => renderRoutes([{ path: '/admin/program', Component: AdminProgramsPage }], ['/admin/program']);

describe('Admin programs manager', () => {
  it("filters by Featured and search, with 'No Programs Found'", async () => {
    setup();
    page();
    await screen.findByText('Growth Course');
    fireEvent.click(screen.getByRole('tab', { name: 'Featured' }));
    await waitFor(() => expect(screen.queryByText('Growth Course')).toBeNull());
    expect(screen.getByText('Founders Fellowship')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search programs'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No Programs Found')).toBeTruthy();
  });

  it('toggles featured, and deletes after the confirmation (a failure says so)', async () => {
    const fetch = setup();
    page();
    await screen.findByText('Growth Course');
    fireEvent.click(screen.getByRole('button', { name: 'Unfeature Founders Fellowship' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/program/p1/toggle-featured')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Growth Course' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this program? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('boom')).toBeTruthy();
  });

  it('validates the create form with the messages of part 3 §5', async () => {
    setup();
    page();
    await screen.findByText('Growth Course');
    fireEvent.click(screen.getByRole('button', { name: 'Create Program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Program' });
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Program' }));
    const alertText = () => within(dialog).getByRole('alert').textContent;
    submit();
    await waitFor(() => expect(alertText()).toBe('Please enter a program title'));
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Seed Camp' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Please enter a program description'));
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Twelve weeks' } });
    fireEvent.change(within(dialog).getByLabelText('Program type'), { target: { value: 'paid' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Please upload an image'));
    fireEvent.change(within(dialog).getByLabelText('Program image'), {
      target: { files: [new File(['png'], 'p.png', { type: 'image/png' })] },
    });
    submit();
    await waitFor(() => expect(alertText()).toBe('Payment instructions are required for paid programs'));
  });
});
