import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { application, opportunity, startup } from '../../features/startups/components/test-fixtures';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import ApplicationsPage from './applications-page';

const S = startup(1, 'Paystack Lite');
const JOB = opportunity(10, 'Backend Engineer', S);
const CLOSED = opportunity(11, 'Design Intern', S, { type: 'internship', status: 'closed' });

describe('My Applications', () => {
  it('lists the applications with their state and links to the opportunity', async () => {
    stubFetch((url) =>
      url.startsWith('/api/opportunities/my-applications')
        ? json(
            200,
            [application(20, JOB, { status: 'shortlisted' }), application(21, CLOSED, { status: 'declined' })],
            {
              'X-Total-Count': '2',
            },
          )
        : undefined,
    );
    renderRoutes([{ path: '/user/applications', Component: ApplicationsPage }], ['/user/applications']);
    const cards = await screen.findAllByTestId('my-application');
    expect(within(cards[0]!).getByRole('link', { name: 'Backend Engineer' }).getAttribute('href')).toBe(
      `/opportunity/${JOB._id}`,
    );
    expect(within(cards[0]!).getByText('Shortlisted')).toBeTruthy();
    expect(within(cards[1]!).getByText('Declined')).toBeTruthy();
    expect(within(cards[1]!).getByText(/Closed/)).toBeTruthy();
  });

  it('offers the directory when there are none', async () => {
    stubFetch((url) =>
      url.startsWith('/api/opportunities/my-applications') ? json(200, [], { 'X-Total-Count': '0' }) : undefined,
    );
    renderRoutes([{ path: '/user/applications', Component: ApplicationsPage }], ['/user/applications']);
    expect(await screen.findByText('No applications yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse startups' }).getAttribute('href')).toBe('/startup');
  });
});
