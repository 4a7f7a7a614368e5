import { eq } from 'drizzle-orm';
import { parseEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { users, userProfiles } from '../db/schema/index.ts';

/** npm run admin:create -- email : makes an existing account a site administrator (docs/decisions/0001-account-types.md). */
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('usage: npm run admin:create -- someone@example.com');
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
const updated = await database.db
  .update(users)
  .set({ role: 'admin', updatedAt: new Date() })
  .where(eq(users.email, email))
  .returning({ id: users.id });
if (updated.length === 0) {
  console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
  await database.close();
  process.exit(1);
}
await database.db.update(userProfiles).set({ isCoach: false }).where(eq(userProfiles.userId, updated[0]!.id));
console.log(`${email} is now a site administrator.`);
await database.close();
