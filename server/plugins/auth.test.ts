import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../common/constants';
import { createTokenSigner } from './auth';

const secret = 'a-test-secret-that-is-long-enough-1234567890';
const user = { id: '7f1c4c55-3f9e-4c39-9a55-2f1d8b0f3e11', roles: ['user'], sid: 's1' };
afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verifies a token, and again from the kept answer, until it expires', async () => {
    const signer = createTokenSigner(secret);
    const token = await signer.sign(user);
    expect(await signer.verify(token)).toEqual(user);
    expect(await signer.verify(token)).toEqual(user);
    vi.useFakeTimers({ now: Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000 });
    expect(await signer.verify(token)).toBeUndefined();
  });

  it('refuses a token signed with another secret or altered, even after a good one was kept', async () => {
    const signer = createTokenSigner(secret);
    const good = await signer.sign(user);
    await signer.verify(good);
    const forged = await createTokenSigner(`${secret}-other`).sign({ ...user, roles: ['SuperAdmin'] });
    expect(await signer.verify(forged)).toBeUndefined();
    expect(await signer.verify(`${good.slice(0, -2)}xx`)).toBeUndefined();
  });
});
