// The bench's accounts and their sessions (a seed step each, bench/data.ts `seedSteps`).
import { randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '../common/constants';
import { refreshTokens, users } from '../server/db/schema';
import { hashPassword } from '../server/lib/passwords';
import type { SeedStep } from './data';
import { DAY_MS, inBatches, LOCATIONS } from './seed-kit';

const FIRST_NAMES = [
  'Amina',
  'Kwame',
  'Wanjiru',
  'Thabo',
  'Chidi',
  'Fatou',
  'Kofi',
  'Zanele',
  'Tendai',
  'Nia',
  'Ife',
  'Sipho',
  'Abebe',
  'Aisha',
  'Jabari',
  'Lerato',
  'Yaw',
  'Nomsa',
  'Omari',
  'Adaeze',
];
const LAST_NAMES = [
  'Okafor',
  'Mensah',
  'Kamau',
  'Nkosi',
  'Diallo',
  'Mwangi',
  'Adeyemi',
  'Boateng',
  'Ndlovu',
  'Traore',
  'Banda',
  'Otieno',
  'Kariuki',
  'Sow',
  'Haile',
  'Moyo',
  'Achebe',
  'Keita',
  'Owusu',
  'Dlamini',
];

/** Accounts: ~92 % active and verified, ~6 % waiting for verification, ~2 % suspended; 1 in 250 an admin. */
export const usersStep: SeedStep = {
  name: 'users',
  async run(db, data, scale, rand) {
    const passwordHash = await hashPassword(data.password);
    const now = Date.now();
    const rows: (typeof users.$inferInsert)[] = [];
    for (let i = 0; i < scale.users; i++) {
      const r = rand.next();
      const status = r < 0.02 ? 'suspended' : r < 0.08 ? 'pending' : 'active';
      const firstName = rand.pick(FIRST_NAMES);
      const lastName = rand.pick(LAST_NAMES);
      // Sign-ups spread over two years, oldest first, so ordering by creation date looks like production.
      const createdAt = new Date(now - 730 * DAY_MS + Math.floor(((i + rand.next()) / scale.users) * 730 * DAY_MS));
      rows.push({
        firstName,
        lastName,
        email: `${firstName}.${lastName}.${i}@bench.example.com`.toLowerCase(),
        phoneNumber: `+234 80${String(i).padStart(8, '0')}`,
        passwordHash,
        profileImage: rand.next() < 0.3 ? `/uploads/${i.toString(16).padStart(8, '0')}.webp` : null,
        roles: i % 250 === 0 ? ['admin'] : ['user'],
        status,
        location: rand.next() < 0.8 ? rand.pick(LOCATIONS) : null,
        emailVerified: status !== 'pending',
        createdAt,
        updatedAt: createdAt,
      });
    }
    await inBatches(rows, 1000, async (batch) => {
      const ids = await db.insert(users).values(batch).returning({ id: users.id });
      for (const [k, row] of batch.entries()) {
        data.users.push({
          id: ids[k]!.id,
          email: row.email,
          status: row.status!,
          emailVerified: row.emailVerified!,
          roles: row.roles!,
        });
      }
    });
    data.signInUsers = data.users.filter(
      (u) => u.status === 'active' && u.emailVerified && u.roles.length === 1 && u.roles[0] === 'user',
    );
    data.counts.users = rows.length;
  },
};

/** Sessions: ~40 % of active accounts have 1-3 refresh tokens, some rotated, revoked or expired. */
export const refreshTokensStep: SeedStep = {
  name: 'refresh_tokens',
  async run(db, data, _scale, rand) {
    const now = Date.now();
    const rows: (typeof refreshTokens.$inferInsert)[] = [];
    for (const user of data.users) {
      if (user.status !== 'active' || rand.next() >= 0.4) continue;
      const sessions = 1 + Math.floor(rand.next() * 3);
      for (let s = 0; s < sessions; s++) {
        const createdAt = new Date(now - Math.floor(rand.next() * 45 * DAY_MS));
        const expiresAt = new Date(createdAt.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
        const r = rand.next();
        rows.push({
          userId: user.id,
          familyId: randomUUID(),
          // Stands for the SHA-256 of a token nobody holds: same shape, no hashing cost.
          tokenHash: randomBytes(32).toString('hex'),
          expiresAt,
          usedAt: r < 0.3 ? new Date(createdAt.getTime() + DAY_MS) : null,
          revokedAt: r >= 0.3 && r < 0.4 ? new Date(createdAt.getTime() + 2 * DAY_MS) : null,
          createdAt,
        });
      }
    }
    await inBatches(rows, 1000, (batch) => db.insert(refreshTokens).values(batch));
    data.counts.refresh_tokens = rows.length;
  },
};
