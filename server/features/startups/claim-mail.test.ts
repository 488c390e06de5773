import { afterAll, beforeAll, expect, it } from 'vitest';
import { STARTUP_MESSAGES as M } from '../../../common/startups';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { makeStartup } from '../../test/startup-factories';

// A real SMTP transport pointed at a port where nothing listens: every send fails as it would with the mail
// server down.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
});
afterAll(() => t.close());

it('a claim code that cannot be mailed answers 503 with a message, keeps nothing, and may be asked again at once', async () => {
  const user = await signedInUser(t);
  const s = await makeStartup(t, { isAdminCreated: true, contactEmail: 'hello@maildown.africa' });
  const initiate = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/startup/${s.id}/initiate-claim`,
      headers: user.headers,
      payload: { email: 'hello@maildown.africa' },
    });
  const first = await initiate();
  expect(first.statusCode).toBe(503);
  expect(first.json().message).toBe(M.codeNotSent);
  // Not pending (nobody has a code), and no code to verify.
  expect((await t.app.inject({ url: `/api/startup/${s.id}` })).json().claimStatus).toBe('unclaimed');
  const verify = await t.app.inject({
    method: 'POST',
    url: `/api/startup/${s.id}/verify-claim`,
    headers: user.headers,
    payload: { token: '123456' },
  });
  expect(verify.json().message).toBe(M.noPendingClaim);
  // Asking again is not held back by the one-send-a-minute rule.
  expect((await initiate()).statusCode).toBe(503);
});
