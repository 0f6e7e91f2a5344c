// `pnpm --filter @juicyin/api staff:create -- --email ops@juicyin.example --first-name Sami --last-name Ali`
// Makes a staff account for the fulfilment dashboard in DATA_DIR (or DATABASE_URL): an existing
// account with the e-mail becomes staff; a new one needs a name and a password (--password, the
// STAFF_PASSWORD variable, or a prompt). Asks for whatever is missing when run in a terminal.
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { prepareDatabase } from '../app.ts';
import { openDatabase } from '../database.ts';
import { createStaff, StaffInputError } from '../staff/create.ts';

// `pnpm run staff:create -- --email …` passes the `--` on: skip it.
const argv = process.argv.slice(2);
const { values } = parseArgs({
  args: argv[0] === '--' ? argv.slice(1) : argv,
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    password: { type: 'string' },
  },
  allowPositionals: false,
});

const prompt = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
async function ask(question: string, given: string | undefined): Promise<string | undefined> {
  if (given !== undefined || !prompt) return given;
  return (await prompt.question(question)).trim() || undefined;
}

const databaseUrl = process.env['DATABASE_URL'];
const dataDir = path.resolve(process.env['DATA_DIR'] ?? 'data');
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
try {
  await prepareDatabase(database);
  const email = await ask('E-mail address: ', values.email);
  if (email === undefined) throw new StaffInputError('Give the e-mail address: --email name@example.com');
  const existing = await database.rows('select 1 from shoppers where email = $1', [email.toLowerCase()]);
  const isNew = existing.length === 0;
  const result = await createStaff(database.db, {
    email,
    firstName: isNew ? await ask('First name: ', values['first-name']) : values['first-name'],
    lastName: isNew ? await ask('Last name: ', values['last-name']) : values['last-name'],
    password: isNew
      ? await ask('Password (8+ characters): ', values.password ?? process.env['STAFF_PASSWORD'])
      : undefined,
  });
  const told = {
    created: `Created the staff account ${result.email} (id ${result.id}); sign in with it to use /api/staff/*.`,
    promoted: `${result.email} (id ${result.id}) already had an account; it is now staff.`,
    unchanged: `${result.email} (id ${result.id}) is already staff; nothing changed.`,
  };
  console.info(told[result.action]);
} catch (error) {
  if (!(error instanceof StaffInputError)) throw error;
  console.error(`staff:create: ${error.message}`);
  process.exitCode = 1;
} finally {
  prompt?.close();
  await database.close();
}
