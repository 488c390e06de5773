import { randomBytes } from 'node:crypto';
import { insertUser } from '../features/users/queries';
import { hashPassword } from '../lib/passwords';
import type { TestApp } from './app';

export const PASSWORD = 'Kilimanjaro!2026';
let passwordHash: Promise<string> | undefined;

/** A verified account with the given roles, signed in: its tokens and bearer header come back. */
export async function signedInUser(
  t: TestApp,
  opts: { roles?: string[]; status?: 'active' | 'suspended' | 'pending'; email?: string; firstName?: string } = {},
) {
  passwordHash ??= hashPassword(PASSWORD);
  const email = opts.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
  const user = (await insertUser(t.db, {
    firstName: opts.firstName ?? 'Ada',
    lastName: 'Obi',
    email,
    phoneNumber: '+234 800 000 0000',
    passwordHash: await passwordHash,
    roles: opts.roles ?? ['user'],
    emailVerified: true,
    status: opts.status ?? 'active',
  }))!;
  if (user.status === 'suspended')
    return { user, email, token: '', refreshToken: '', headers: {} as Record<string, string> };
  const res = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  const { token, refreshToken } = res.json() as { token: string; refreshToken: string };
  return { user, email, token, refreshToken, headers: { authorization: `Bearer ${token}` } };
}

export const signedInAdmin = (t: TestApp) => signedInUser(t, { roles: ['admin'] });

import { insertClub } from '../features/communities/queries';
import { join } from '../features/communities/queries';

let clubSeq = 0;
/** A community in the given status (default approved), inserted directly. */
export async function makeClub(
  t: TestApp,
  status: 'pending' | 'approved' | 'disapproved' | 'archived' = 'approved',
  name?: string,
) {
  const row = await insertClub(t.db, {
    name: name ?? `Club ${++clubSeq} ${randomBytes(3).toString('hex')}`,
    description: 'A community for founders building things.',
    image: '/uploads/none.webp',
    status,
  });
  return row!.id;
}

export const addMember = (t: TestApp, clubId: string, userId: string) => join(t.db, clubId, userId);
