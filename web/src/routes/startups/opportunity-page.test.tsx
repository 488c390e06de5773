import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { application, opportunity, startup } from '../../features/startups/components/test-fixtures';
import { tokens } from '../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import OpportunityPage from './opportunity-page';

const S = startup(1, 'PayLink', { industry: 'Finance' });
const O = opportunity(50, 'Backend Engineer', S, {
  salaryMin: 40000,
  salaryMax: 60000,
  experienceLevel: 'mid',
  requirements: ['Node.js', 'PostgreSQL'],
});
const ME = { _id: 'u1', first_name: 'K', last_name: 'A', email: 'k@example.com', roles: ['user'] };
const routes = [{ path: '/opportunity/:id', Component: OpportunityPage }];

afterEach(() => tokens.clear());

function serve(more: (url: string, init: RequestInit) => Response | undefined = () => undefined) {
  return stubFetch((url, init) => {
    if (url === `/api/opportunities/${O._id}`) return json(200, O);
    if (url === `/api/opportunities/${O._id}/view`) return json(200, { counted: true, viewsCount: 4 });
    if (url === '/api/user/loggedIn') return json(200, ME);
    return more(url, init);
  });
}

describe('Opportunity page /opportunity/:id', () => {
  it("shows the opportunity with its startup's name, logo and industry; a visitor is asked to log in", async () => {
    serve();
    renderRoutes(routes, [`/opportunity/${O._id}`]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PayLink logo PayLink Finance' }).getAttribute('href')).toBe(
      `/startup/${S._id}`,
    );
    expect(screen.getByRole('img', { name: 'PayLink logo' })).toBeTruthy();
    expect(screen.getAllByText('Finance').length).toBeGreaterThan(0);
    expect(screen.getByText('40,000 – 60,000 USD')).toBeTruthy();
    expect(screen.getByText('PostgreSQL')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to apply' }).getAttribute('href')).toBe('/login');
  });

  it('a signed-in user applies with a message and a link, then sees the application', async () => {
    tokens.set('a', 'r');
    const apply = json(201, application(70, O));
    const fetch = serve((url) => {
      if (url === `/api/opportunities/${O._id}/my-application`)
        return json(200, { application: null, isOwnOpportunity: false });
      if (url === `/api/opportunities/${O._id}/apply`) return apply;
      return undefined;
    });
    renderRoutes(routes, [`/opportunity/${O._id}`]);
    const form = (await screen.findByLabelText('Message')).closest('form') as HTMLFormElement;
    fireEvent.click(within(form).getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Please write a short message')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'I build payment systems.' } });
    fireEvent.change(within(form).getByLabelText('Link (optional)'), { target: { value: 'https://me.dev' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply Now' }));
    const done = await screen.findByTestId('applied');
    expect(within(done).getByText('Application submitted successfully!')).toBeTruthy();
    expect(within(done).getByText('Submitted')).toBeTruthy();
    const body = fetch.mock.calls.find(([u]) => u === `/api/opportunities/${O._id}/apply`)?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ message: 'I build payment systems.', link: 'https://me.dev' });
  });

  it("shows the state of an application made before (the server's answer for this opportunity) instead of the form", async () => {
    tokens.set('a', 'r');
    const fetch = serve((url) =>
      url === `/api/opportunities/${O._id}/my-application`
        ? json(200, { application: application(70, O, { status: 'shortlisted' }), isOwnOpportunity: false })
        : undefined,
    );
    renderRoutes(routes, [`/opportunity/${O._id}`]);
    const done = await screen.findByTestId('applied');
    expect(within(done).getByText('Shortlisted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    // One call about this opportunity, not a scan of the user's applications.
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/api/opportunities/my-applications'))).toBe(false);
  });

  it("the startup's owner sees a line and a link to the dashboard instead of the form", async () => {
    tokens.set('a', 'r');
    serve((url) =>
      url === `/api/opportunities/${O._id}/my-application`
        ? json(200, { application: null, isOwnOpportunity: true })
        : undefined,
    );
    renderRoutes(routes, [`/opportunity/${O._id}`]);
    const own = await screen.findByTestId('own-opportunity');
    expect(within(own).getByText('This opportunity belongs to your startup.')).toBeTruthy();
    expect(within(own).getByRole('link', { name: 'Manage in Startup Management' }).getAttribute('href')).toBe(
      '/user/startup-management',
    );
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(screen.queryByLabelText('Message')).toBeNull();
  });

  it('a visitor never asks for their application', async () => {
    const fetch = serve();
    renderRoutes(routes, [`/opportunity/${O._id}`]);
    expect(await screen.findByRole('link', { name: 'Sign in to apply' })).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('my-application'))).toBe(false);
  });

  it('a 409 answer shows the already-applied state with the server message and the state', async () => {
    tokens.set('a', 'r');
    let looks = 0;
    serve((url) => {
      // Applied meanwhile from elsewhere: the first look finds nothing, the one after the 409 the application.
      if (url === `/api/opportunities/${O._id}/my-application`)
        return json(200, {
          application: ++looks > 1 ? application(71, O, { status: 'reviewed' }) : null,
          isOwnOpportunity: false,
        });
      if (url === `/api/opportunities/${O._id}/apply`)
        return json(409, { statusCode: 409, message: 'You have already applied to this opportunity' });
      return undefined;
    });
    renderRoutes(routes, [`/opportunity/${O._id}`]);
    fireEvent.change(await screen.findByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const done = await screen.findByTestId('applied');
    expect(within(done).getByText('You have already applied to this opportunity')).toBeTruthy();
    expect(await within(done).findByText('Reviewed')).toBeTruthy();
  });

  it('a missing opportunity is a 404 page', async () => {
    stubFetch((url) =>
      url.startsWith('/api/opportunities/')
        ? json(404, { statusCode: 404, message: 'Opportunity not found' })
        : undefined,
    );
    renderRoutes(routes, [`/opportunity/${O._id}`]);
    expect(await screen.findByText('Opportunity not found')).toBeTruthy();
  });
});
