import { parseArgs } from 'node:util';
import { Password } from '../../common/schemas/accounts';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { findUserByEmail, insertUser, updateUser } from '../features/users/queries';
import { hashPassword, isCommonPassword } from '../lib/passwords';

/** npm run create-admin -- --email E --password P: creates or promotes a verified SuperAdmin (decision 10, 24). */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string', default: 'Admin' },
      'last-name': { type: 'string', default: 'User' },
    },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !values.password) {
    console.error('Usage: npm run create-admin -- --email admin@example.com --password "a long password"');
    process.exit(2);
  }
  const pw = Password.safeParse(values.password);
  if (!pw.success) fail(pw.error.issues[0]!.message);
  if (isCommonPassword(values.password))
    fail('This password is too common. Please choose one that is harder to guess.');

  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `${config.dataDir}/db`,
    poolSize: 1,
  });
  try {
    await database.migrate();
    const passwordHash = await hashPassword(values.password);
    const existing = await findUserByEmail(database.db, email);
    if (existing) {
      const roles = Array.from(new Set([...existing.roles, 'SuperAdmin']));
      await updateUser(database.db, existing.id, { roles, passwordHash, emailVerified: true, status: 'active' });
      console.log(`Promoted ${email} to SuperAdmin and set the password.`);
    } else {
      await insertUser(database.db, {
        email,
        firstName: values['first-name']!,
        lastName: values['last-name']!,
        passwordHash,
        roles: ['SuperAdmin'],
        emailVerified: true,
        status: 'active',
      });
      console.log(`Created SuperAdmin ${email}.`);
    }
  } finally {
    await database.close();
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
