import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../../../test/utils';
import { startup } from '../test-fixtures';
import { VerifyStartupDialog } from './verify-startup-dialog';

const PENDING = startup(1, 'Kora Health', { status: 'pending' });

function Harness() {
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState('');
  return (
    <>
      <p>{done}</p>
      <VerifyStartupDialog
        startup={open ? PENDING : null}
        onOpenChange={setOpen}
        onVerified={(s) => setDone(`${s.name} ${s.status}`)}
      />
    </>
  );
}

function setup(status = 200) {
  return stubFetch((url, init) => {
    if (url !== `/api/startup/${PENDING._id}/verify`) return undefined;
    if (status !== 200) return json(status, {});
    return json(200, { ...PENDING, ...JSON.parse(String(init.body)) });
  });
}
const body = (fetch: ReturnType<typeof setup>) =>
  JSON.parse(String(fetch.mock.calls.find(([u]) => u === `/api/startup/${PENDING._id}/verify`)?.[1]?.body));

describe('Verify modal', () => {
  it('approves by default, with no reason', async () => {
    const fetch = setup();
    renderRoutes([{ path: '/', element: <Harness /> }]);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Startup' });
    expect((within(dialog).getByRole('radio', { name: /Approve/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByLabelText('Rejection reason')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve Startup' }));
    expect(await screen.findByText('Kora Health verified')).toBeTruthy();
    expect(body(fetch)).toEqual({ status: 'verified' });
  });

  it('needs a reason to reject: the button stays disabled until one is written', async () => {
    const fetch = setup();
    renderRoutes([{ path: '/', element: <Harness /> }]);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Startup' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Reject/ }));
    const reject = within(dialog).getByRole('button', { name: 'Reject Startup' }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Rejection reason'), { target: { value: '   ' } });
    expect(reject.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Rejection reason'), {
      target: { value: 'The website does not load.' },
    });
    expect(reject.disabled).toBe(false);
    fireEvent.click(reject);
    expect(await screen.findByText('Kora Health rejected')).toBeTruthy();
    expect(body(fetch)).toEqual({ status: 'rejected', rejectionReason: 'The website does not load.' });
  });

  it("shows 'Error verifying startup' when the call fails without a message", async () => {
    setup(500);
    renderRoutes([{ path: '/', element: <Harness /> }]);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Startup' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve Startup' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Error verifying startup'));
  });
});
