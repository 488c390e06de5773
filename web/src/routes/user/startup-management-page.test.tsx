import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { application, opportunity, startup, uuid } from '../../features/startups/components/test-fixtures';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import StartupManagementPage from './startup-management-page';

const VERIFIED = startup(1, 'Paystack Lite');
const VERIFIED_2 = startup(2, 'Farmly', { industry: 'Agriculture' });
const PENDING = startup(3, 'Kora Health', { status: 'pending', industry: 'Healthcare' });
const REJECTED = startup(4, 'Loopy', { status: 'rejected', rejectionReason: 'The website does not load.' });
const ACTIVE = opportunity(10, 'Backend Engineer', VERIFIED);
const CLOSED = opportunity(11, 'Design Intern', VERIFIED_2, { type: 'internship', status: 'closed' });
const APPLICATION = application(20, ACTIVE);

function setup() {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/startup/my-startups'))
      return json(200, [PENDING, VERIFIED, REJECTED, VERIFIED_2], { 'X-Total-Count': '4' });
    if (url.startsWith('/api/opportunities/my-opportunities'))
      return json(200, [ACTIVE, CLOSED], { 'X-Total-Count': '2' });
    if (url.startsWith(`/api/opportunities/${ACTIVE._id}/applications`))
      return json(200, [APPLICATION], { 'X-Total-Count': '1' });
    if (url === `/api/opportunities/applications/${APPLICATION._id}` && init.method === 'PATCH')
      return json(200, { ...APPLICATION, status: JSON.parse(String(init.body)).status });
    if (url === '/api/opportunities' && init.method === 'POST') return json(201, ACTIVE);
    if (url === '/api/startup/create' && init.method === 'POST') return json(201, PENDING);
    if (url === `/api/startup/${REJECTED._id}` && init.method === 'PATCH')
      return json(200, { ...REJECTED, status: 'pending', rejectionReason: null });
    return undefined;
  });
}
const page = (path = '/user/startup-management') =>
  renderRoutes([{ path: '/user/startup-management', Component: StartupManagementPage }], [path]);

describe('Owner dashboard', () => {
  it('counts and groups the startups by status; a rejected one shows its reason; only verified ones offer opportunities', async () => {
    setup();
    page();
    const verified = await screen.findByTestId('startups-verified');
    const cards = screen.getAllByTestId('stat-card').map((c) => c.textContent);
    expect(cards).toEqual(['2Verified', '1Pending', '2Total Opportunities', '1Rejected']);
    expect(within(verified).getByRole('heading', { name: 'Verified (2)' })).toBeTruthy();
    expect(within(verified).getByText('Paystack Lite')).toBeTruthy();
    expect(within(verified).getByText('Farmly')).toBeTruthy();
    const pending = screen.getByTestId('startups-pending');
    expect(within(pending).getByText('Kora Health')).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: /Create opportunity/ })).toBeNull();
    const rejected = screen.getByTestId('startups-rejected');
    expect(within(rejected).getByText('The website does not load.')).toBeTruthy();
    expect(within(rejected).queryByRole('button', { name: /Create opportunity/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Create opportunity for/ })).toHaveLength(2);
    // The groups come in the order verified, pending, rejected whatever the order of the answer.
    const order = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(order).toEqual(['Verified (2)', 'Pending (1)', 'Rejected (1)']);
  });

  it('groups the opportunities by status and lets the owner mark an application', async () => {
    const fetch = setup();
    page('/user/startup-management?tab=opportunities');
    const active = await screen.findByTestId('opportunities-active');
    expect(within(active).getByText('Backend Engineer')).toBeTruthy();
    expect(within(screen.getByTestId('opportunities-closed')).getByText('Design Intern')).toBeTruthy();
    fireEvent.click(within(active).getByRole('button', { name: 'Applications (1) for Backend Engineer' }));
    const row = await within(active).findByTestId('application');
    expect(within(row).getByText('Kofi Mensah')).toBeTruthy();
    expect(within(row).getByText('I would love to join the team.')).toBeTruthy();
    expect(within(row).getByText('Submitted')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Mark shortlisted: Kofi Mensah' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([u, i]) => u === `/api/opportunities/applications/${APPLICATION._id}` && i?.method === 'PATCH',
        ),
      ).toBe(true),
    );
    const call = fetch.mock.calls.find(([u]) => u === `/api/opportunities/applications/${APPLICATION._id}`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ status: 'shortlisted' });
  });

  it('Create Opportunity: type-dependent fields, the schema messages, lists without blank entries', async () => {
    const fetch = setup();
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Create opportunity for Paystack Lite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Opportunity' });
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Opportunity' }));
    const alertText = () => within(dialog).getByRole('alert').textContent;
    // Job (the default): salaries, experience, location, deadline, requirements and skills; no partnership lists.
    expect(within(dialog).getByLabelText('Minimum salary')).toBeTruthy();
    expect(within(dialog).getByLabelText('Application deadline')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Looking for')).toBeNull();
    expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).value).toBe('USD');
    submit();
    await waitFor(() => expect(alertText()).toBe('Please enter a title'));
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Backend Engineer' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Please enter a description'));
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Build our payments API.' } });
    fireEvent.change(within(dialog).getByLabelText('Minimum salary'), { target: { value: '5000' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum salary'), { target: { value: '3000' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Minimum salary cannot be greater than maximum salary'));
    fireEvent.change(within(dialog).getByLabelText('Maximum salary'), { target: { value: '8000' } });
    fireEvent.change(within(dialog).getByLabelText('Application deadline'), { target: { value: '2020-01-01' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Application deadline cannot be in the past'));
    fireEvent.change(within(dialog).getByLabelText('Application deadline'), { target: { value: '2099-01-31' } });
    fireEvent.change(within(dialog).getByLabelText('Requirements'), {
      target: { value: 'Go or TypeScript\n\n  PostgreSQL  \n' },
    });
    fireEvent.change(within(dialog).getByLabelText('Currency'), { target: { value: 'NGN' } });
    submit();
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/opportunities')).toBe(true));
    const body = JSON.parse(String(fetch.mock.calls.find(([u]) => u === '/api/opportunities')?.[1]?.body));
    expect(body).toMatchObject({
      startup: VERIFIED._id,
      title: 'Backend Engineer',
      type: 'job',
      salaryMin: 5000,
      salaryMax: 8000,
      currency: 'NGN',
      applicationDeadline: '2099-01-31',
      requirements: ['Go or TypeScript', 'PostgreSQL'],
      lookingFor: [],
    });
  });

  it("a partnership drops part 3 §5's job fields, even ones typed before the type changed; job type and currency stay", async () => {
    const fetch = setup();
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Create opportunity for Farmly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Opportunity' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Distribution partner' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Reach farmers in Kenya.' } });
    fireEvent.change(within(dialog).getByLabelText('Job type'), { target: { value: 'contract' } });
    fireEvent.change(within(dialog).getByLabelText('Currency'), { target: { value: 'EUR' } });
    fireEvent.change(within(dialog).getByLabelText('Minimum salary'), { target: { value: '9' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum salary'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: 'Nairobi' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'partnership' } });
    // Hidden: salary, experience level, location, deadline, requirements and skills (part 3 §5).
    for (const label of [
      'Minimum salary',
      'Maximum salary',
      'Experience level',
      'Location',
      'Application deadline',
      'Requirements',
      'Skills',
    ])
      expect(within(dialog).queryByLabelText(label)).toBeNull();
    // Kept for every type (the server keeps them too), with what was chosen before the change.
    expect((within(dialog).getByLabelText('Job type') as HTMLSelectElement).value).toBe('contract');
    expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
    fireEvent.change(within(dialog).getByLabelText('Looking for'), { target: { value: 'Logistics\n\nCold storage' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Opportunity' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/opportunities')).toBe(true));
    const body = JSON.parse(String(fetch.mock.calls.find(([u]) => u === '/api/opportunities')?.[1]?.body));
    expect(body.startup).toBe(uuid(2));
    expect(body).toMatchObject({ type: 'partnership', jobType: 'contract', currency: 'EUR' });
    expect(body.lookingFor).toEqual(['Logistics', 'Cold storage']);
    expect(body).not.toHaveProperty('salaryMin');
    expect(body).not.toHaveProperty('salaryMax');
    expect(body).not.toHaveProperty('location');
    expect(body).not.toHaveProperty('applicationDeadline');
  });

  it('Edit opens the Create Opportunity form prefilled; Save Changes sends the edit; a passed deadline left alone is kept', async () => {
    const EDITABLE = opportunity(12, 'Data Analyst', VERIFIED, {
      salaryMin: 1000,
      salaryMax: 2000,
      currency: 'GBP',
      location: 'Accra, Ghana',
      experienceLevel: 'mid',
      applicationDeadline: '2020-05-01T23:59:59.999Z',
      contactEmail: 'data@paystack.example',
      requirements: ['SQL', 'Python'],
      skills: ['dbt'],
    });
    const fetch = stubFetch((url, init) => {
      if (url.startsWith('/api/startup/my-startups')) return json(200, [VERIFIED], { 'X-Total-Count': '1' });
      if (url.startsWith('/api/opportunities/my-opportunities')) return json(200, [EDITABLE], { 'X-Total-Count': '1' });
      if (url === `/api/opportunities/${EDITABLE._id}` && init.method === 'PATCH')
        return json(200, { ...EDITABLE, ...JSON.parse(String(init.body)) });
      return undefined;
    });
    page('/user/startup-management?tab=opportunities');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Data Analyst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Opportunity' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect(field('Title').value).toBe('Data Analyst');
    expect(field('Description').value).toBe('Data Analyst description');
    expect(field('Type').value).toBe('job');
    expect(field('Job type').value).toBe('full-time');
    expect(field('Minimum salary').value).toBe('1000');
    expect(field('Maximum salary').value).toBe('2000');
    expect(field('Currency').value).toBe('GBP');
    expect(field('Location').value).toBe('Accra, Ghana');
    expect(field('Experience level').value).toBe('mid');
    expect(field('Application deadline').value).toBe('2020-05-01');
    expect(field('Requirements').value).toBe('SQL\nPython');
    expect(field('Skills').value).toBe('dbt');
    expect(field('Contact email').value).toBe('data@paystack.example');
    expect(within(dialog).queryByRole('button', { name: 'Create Opportunity' })).toBeNull();
    const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    fireEvent.change(field('Title'), { target: { value: '  ' } });
    save();
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a title'));
    fireEvent.change(field('Title'), { target: { value: 'Senior Data Analyst' } });
    fireEvent.change(field('Minimum salary'), { target: { value: '3000' } });
    save();
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Minimum salary cannot be greater than maximum salary',
      ),
    );
    fireEvent.change(field('Maximum salary'), { target: { value: '4000' } });
    fireEvent.change(field('Location'), { target: { value: '' } });
    fireEvent.change(field('Skills'), { target: { value: 'dbt\n\n  Looker \n' } });
    save();
    const patched = () =>
      fetch.mock.calls.find(([u, i]) => u === `/api/opportunities/${EDITABLE._id}` && i?.method === 'PATCH');
    await waitFor(() => expect(patched()).toBeDefined());
    expect(JSON.parse(String(patched()?.[1]?.body))).toMatchObject({
      title: 'Senior Data Analyst',
      type: 'job',
      salaryMin: 3000,
      salaryMax: 4000,
      currency: 'GBP',
      location: null,
      applicationDeadline: '2020-05-01T23:59:59.999Z',
      requirements: ['SQL', 'Python'],
      skills: ['dbt', 'Looker'],
    });
    expect(await screen.findByText(/was updated\./)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Opportunity' })).toBeNull());
  });

  it('Edit shows the server message when the save fails', async () => {
    const fetch = stubFetch((url, init) => {
      if (url.startsWith('/api/startup/my-startups')) return json(200, [VERIFIED], { 'X-Total-Count': '1' });
      if (url.startsWith('/api/opportunities/my-opportunities')) return json(200, [ACTIVE], { 'X-Total-Count': '1' });
      if (url === `/api/opportunities/${ACTIVE._id}` && init.method === 'PATCH')
        return json(403, { statusCode: 403, message: 'You can only manage opportunities of your own startups' });
      return undefined;
    });
    page('/user/startup-management?tab=opportunities');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Backend Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Opportunity' });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'partnership' } });
    fireEvent.change(within(dialog).getByLabelText('Offering'), { target: { value: 'Payments APIs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'You can only manage opportunities of your own startups',
      ),
    );
    const body = JSON.parse(String(fetch.mock.calls.find(([, i]) => i?.method === 'PATCH')?.[1]?.body));
    // The job type is kept for a partnership (as the server keeps it), not cleared.
    expect(body).toMatchObject({ type: 'partnership', jobType: ACTIVE.jobType, offering: ['Payments APIs'] });
    expect(body).not.toHaveProperty('salaryMin');
  });

  it('the owner edits a rejected startup with the owner form and sends it back for verification', async () => {
    const fetch = setup();
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Loopy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Startup' });
    expect(within(dialog).getByText('Saving your changes sends the startup back for verification.')).toBeTruthy();
    const stages = [...(within(dialog).getByLabelText('Funding stage') as HTMLSelectElement).options].map(
      (o) => o.value,
    );
    expect(stages).toEqual(['', 'pre-seed', 'seed', 'series-a', 'series-b', 'series-c', 'ipo']);
    fireEvent.change(within(dialog).getByLabelText('Website'), { target: { value: 'https://loopy.africa' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/was sent for verification\./)).toBeTruthy();
    const call = fetch.mock.calls.find(([u, i]) => u === `/api/startup/${REJECTED._id}` && i?.method === 'PATCH');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      website: 'https://loopy.africa',
      industry: 'Technology',
    });
  });
});
