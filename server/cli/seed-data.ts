import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { hashPassword } from '../lib/passwords';
import { findUserByEmail, insertUser } from '../features/users/queries';

/** Demo members who author the demo content of later features. They cannot sign in (random passwords). */
export const DEMO_USERS = [
  { firstName: 'Amina', lastName: 'Okafor', email: 'amina.okafor@demo.afrifounders.org', location: 'Lagos, Nigeria' },
  { firstName: 'Kwame', lastName: 'Mensah', email: 'kwame.mensah@demo.afrifounders.org', location: 'Accra, Ghana' },
  { firstName: 'Wanjiru', lastName: 'Kamau', email: 'wanjiru.kamau@demo.afrifounders.org', location: 'Nairobi, Kenya' },
  { firstName: 'Thabo', lastName: 'Nkosi', email: 'thabo.nkosi@demo.afrifounders.org', location: 'Johannesburg, South Africa' },
] as const;

/** Fills an empty database with demo content (decision 22); does nothing once the demo users exist. */
export async function seedIfEmpty(ctx: AppContext, log: FastifyBaseLogger) {
  if (await findUserByEmail(ctx.db, DEMO_USERS[0].email)) return;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  for (const u of DEMO_USERS) {
    await insertUser(ctx.db, { ...u, phoneNumber: '', passwordHash, emailVerified: true, status: 'active' });
  }
  log.info('demo content added (set SEED_DEMO=false to start empty)');
}
