import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../../test/utils';
import type { Startup } from '../api';
import ClaimDialogs from './claim-dialogs';
import { startup } from './test-fixtures';

const S = startup(1, 'Savanna Robotics', { isAdminCreated: true, claimStatus: 'unclaimed', owner: null });
const BASE = `/api/startup/${S._id}`;
const sentAnswer = (email: string, resendInMs = -1000) => ({
  message: 'A verification code has been sent to your email. It expires in 10 minutes.',
  email,
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  resendAfter: new Date(Date.now() + resendInMs).toISOString(),
});

function Harness({ onClaimed }: { onClaimed(s: Startup): void }) {
  const [step, setStep] = useState<'email' | 'code' | null>('email');
  return <ClaimDialogs startup={S} step={step} onStepChange={setStep} onClaimed={onClaimed} />;
}

function render(onClaimed = vi.fn()) {
  renderRoutes([{ path: '/', element: <Harness onClaimed={onClaimed} /> }]);
  return onClaimed;
}

const submit = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));

describe('the claim modals', () => {
  it('asks for the company email and shows the server message, or the fallback text', async () => {
    let answer = json(400, { statusCode: 400, message: 'The verification code can only be sent to the contact email' });
    stubFetch((url) => (url === `${BASE}/initiate-claim` ? answer : undefined));
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Claim This Profile' });
    submit(dialog, 'Send Verification Code');
    expect(await within(dialog).findByText('Email is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Company email'), { target: { value: 'me@gmail.com' } });
    submit(dialog, 'Send Verification Code');
    expect(await within(dialog).findByText('The verification code can only be sent to the contact email')).toBeTruthy();
    answer = json(500, {});
    submit(dialog, 'Send Verification Code');
    expect(await within(dialog).findByText('Failed to initiate claim')).toBeTruthy();
  });

  it('then the code (10 minutes stated) with resend, its messages, and the claim', async () => {
    let resend = json(200, sentAnswer('hello@example.com', 60_000));
    let verify = json(400, { statusCode: 400, message: 'Invalid verification code' });
    const fetch = stubFetch((url, init) => {
      if (url === `${BASE}/initiate-claim`) {
        const email = JSON.parse(String(init.body)).email as string;
        return fetch.mock.calls.filter(([u]) => u === url).length === 1 ? json(200, sentAnswer(email)) : resend;
      }
      if (url === `${BASE}/verify-claim`) return verify;
      return undefined;
    });
    const onClaimed = render();
    const email = await screen.findByRole('dialog', { name: 'Claim This Profile' });
    fireEvent.change(within(email).getByLabelText('Company email'), { target: { value: 'hello@example.com' } });
    submit(email, 'Send Verification Code');

    const code = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
    expect(code.textContent).toContain('We sent a 6-digit code to hello@example.com.');
    expect(code.textContent).toContain('The code expires in 10 minutes.');
    expect(screen.queryByRole('dialog', { name: 'Claim This Profile' })).toBeNull();

    submit(code, 'Verify and Claim');
    expect(await within(code).findByText('Verification code is required')).toBeTruthy();
    fireEvent.change(within(code).getByLabelText('Verification code'), { target: { value: '12 34 56' } });
    submit(code, 'Verify and Claim');
    expect(await within(code).findByText('Invalid verification code')).toBeTruthy();
    const verifyBody = fetch.mock.calls.find(([u]) => u === `${BASE}/verify-claim`)?.[1]?.body;
    expect(JSON.parse(String(verifyBody))).toEqual({ token: '123456' });
    verify = json(500, {});
    submit(code, 'Verify and Claim');
    expect(await within(code).findByText('Failed to verify claim')).toBeTruthy();

    fireEvent.click(within(code).getByRole('button', { name: 'Resend code' }));
    expect(await within(code).findByText('Verification code resent successfully!')).toBeTruthy();
    // The server allows one a minute: the button counts down.
    resend = json(429, {});
    expect(within(code).getByRole('button', { name: /Resend code in \d+s/ })).toBeTruthy();

    verify = json(200, { ...S, claimStatus: 'claimed', owner: 'u1' });
    submit(code, 'Verify and Claim');
    await waitFor(() => expect(onClaimed).toHaveBeenCalledWith(expect.objectContaining({ claimStatus: 'claimed' })));
  });

  it("a failed resend says 'Failed to resend verification code'", async () => {
    const fetch = stubFetch((url) => {
      if (url !== `${BASE}/initiate-claim`) return undefined;
      return fetch.mock.calls.filter(([u]) => u === url).length === 1
        ? json(200, sentAnswer('hello@example.com'))
        : json(500, {});
    });
    render();
    const email = await screen.findByRole('dialog', { name: 'Claim This Profile' });
    fireEvent.change(within(email).getByLabelText('Company email'), { target: { value: 'hello@example.com' } });
    submit(email, 'Send Verification Code');
    const code = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
    fireEvent.click(within(code).getByRole('button', { name: 'Resend code' }));
    expect(await within(code).findByText('Failed to resend verification code')).toBeTruthy();
  });
});
