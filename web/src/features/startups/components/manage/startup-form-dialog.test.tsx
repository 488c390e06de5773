import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../../../test/utils';
import type { Startup } from '../../manage-api';
import { StartupFormDialog, type StartupFormVariant } from './startup-form-dialog';
import { startup } from '../test-fixtures';

const CREATED = startup(1, 'Paystack Lite', { status: 'pending' });

function Harness({ variant, editing }: { variant: StartupFormVariant; editing?: Startup }) {
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState('');
  return (
    <>
      <p>{saved}</p>
      <StartupFormDialog
        variant={variant}
        open={open}
        onOpenChange={setOpen}
        startup={editing}
        onSaved={(s) => setSaved(`saved ${s.name}`)}
      />
    </>
  );
}

function setup(status = 201, answer: unknown = CREATED) {
  return stubFetch((url) =>
    url === '/api/startup/create' || url === '/api/startup/admin/create' || url.startsWith('/api/startup/0')
      ? json(status, answer)
      : undefined,
  );
}
const render = (variant: StartupFormVariant, editing?: Startup) =>
  renderRoutes([{ path: '/', element: <Harness variant={variant} editing={editing} /> }]);

const png = (name = 'logo.png') => new File(['png'], name, { type: 'image/png' });
const svg = () => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });

describe('Startup forms', () => {
  it("the owner's form: required fields, logo types, website and email, the owner's own lists, founders[] repeated", async () => {
    const fetch = setup();
    render('owner');
    const dialog = await screen.findByRole('dialog', { name: 'Create Startup' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Startup' }));
    const alertText = () => within(dialog).getByRole('alert').textContent;
    const options = (label: string) => [...(field(label) as HTMLSelectElement).options].map((o) => o.value);
    expect(options('Funding stage')).toEqual(['', 'pre-seed', 'seed', 'series-a', 'series-b', 'series-c', 'ipo']);
    expect(options('Industry')).toHaveLength(14);
    expect(options('Industry')).not.toContain('Other');
    expect(field('Logo').getAttribute('accept')).toContain('image/svg+xml');

    submit();
    await waitFor(() => expect(alertText()).toBe('Startup name is required'));
    fireEvent.change(field('Startup name'), { target: { value: 'Paystack Lite' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Description is required'));
    fireEvent.change(field('Description'), { target: { value: 'Payments for small shops.' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Industry is required'));
    fireEvent.change(field('Industry'), { target: { value: 'Finance' } });
    fireEvent.change(field('Website'), { target: { value: 'not a site' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Please enter a valid website URL (http or https)'));
    fireEvent.change(field('Website'), { target: { value: 'https://paystack-lite.ng' } });
    fireEvent.change(field('Contact email'), { target: { value: 'nope' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Please enter a valid contact email'));
    fireEvent.change(field('Contact email'), { target: { value: 'hello@paystack-lite.ng' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Please select a logo file'));
    fireEvent.change(field('Logo'), { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    await waitFor(() => expect(alertText()).toBe('Please select a JPEG, PNG or SVG logo'));
    fireEvent.change(field('Logo'), { target: { files: [svg()] } });
    fireEvent.change(field('Founders'), { target: { value: ' Amina Bello, , Kwame Mensah ,' } });
    fireEvent.change(field('Funding stage'), { target: { value: 'series-a' } });
    submit();
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/startup/create')).toBe(true));
    const body = fetch.mock.calls.find(([u]) => u === '/api/startup/create')?.[1]?.body as FormData;
    expect(body.getAll('founders[]')).toEqual(['Amina Bello', 'Kwame Mensah']);
    expect(body.get('fundingStage')).toBe('series-a');
    expect(body.get('industry')).toBe('Finance');
    expect((body.get('logo') as File).type).toBe('image/svg+xml');
    expect(await screen.findByText('saved Paystack Lite')).toBeTruthy();
  });

  it("the claim form: its own lists, 'Please fill in all required fields', logo optional", async () => {
    const fetch = setup(201, startup(2, 'Acme', { isAdminCreated: true, claimStatus: 'unclaimed' }));
    render('claim');
    const dialog = await screen.findByRole('dialog', { name: 'Create Startup for Company' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    const options = (label: string) => [...(field(label) as HTMLSelectElement).options].map((o) => o.value);
    expect(options('Industry').at(-1)).toBe('Other');
    expect(options('Funding stage')).toEqual([
      '',
      'Pre-seed',
      'Seed',
      'Series A',
      'Series B',
      'Series C',
      'Growth',
      'IPO',
    ]);
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Startup' }));
    const alertText = () => within(dialog).getByRole('alert').textContent;
    fireEvent.change(field('Startup name'), { target: { value: 'Acme' } });
    fireEvent.change(field('Description'), { target: { value: 'Widgets.' } });
    fireEvent.change(field('Industry'), { target: { value: 'Other' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Please fill in all required fields'));
    fireEvent.change(field('Contact email'), { target: { value: 'founders@acme.africa' } });
    submit();
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/startup/admin/create')).toBe(true));
    const body = fetch.mock.calls.find(([u]) => u === '/api/startup/admin/create')?.[1]?.body as FormData;
    expect(body.get('contactEmail')).toBe('founders@acme.africa');
    expect(body.get('logo')).toBeNull();
  });

  it("the admin manager's add-new form asks for a logo and uses the manager's lists", async () => {
    const fetch = setup(201, startup(3, 'Zuri'));
    render('admin');
    const dialog = await screen.findByRole('dialog', { name: 'Add New Startup' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect([...(field('Funding stage') as HTMLSelectElement).options].map((o) => o.value)).toContain('Series D+');
    fireEvent.change(field('Startup name'), { target: { value: 'Zuri' } });
    fireEvent.change(field('Description'), { target: { value: 'Fashion.' } });
    fireEvent.change(field('Industry'), { target: { value: 'E-commerce' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Startup' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Please select a logo file'));
    fireEvent.change(field('Logo'), { target: { files: [png()] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Startup' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/startup/admin/create')).toBe(true));
  });

  it('edit sends JSON without a new logo (founders as a list) and shows the server message on failure', async () => {
    const s = startup(4, 'Farmly', { founders: ['A', 'B'], fundingStage: 'pre-seed' });
    const fetch = setup(400, { statusCode: 400, error: 'Bad Request', message: 'name is taken' });
    render('edit', s);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Startup' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect(field('Founders').value).toBe('A, B');
    // A stored stage of another form's list stays selectable.
    expect(field('Funding stage').value).toBe('pre-seed');
    fireEvent.change(field('Founders'), { target: { value: 'A, C' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('name is taken'));
    const call = fetch.mock.calls.find(([u]) => u === `/api/startup/${s._id}`);
    expect(call?.[1]?.method).toBe('PATCH');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      name: 'Farmly',
      founders: ['A', 'C'],
      fundingStage: 'pre-seed',
    });
  });
});
