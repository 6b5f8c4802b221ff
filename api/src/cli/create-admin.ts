/**
 * Makes an admin, manager or staff account, or gives one a new password: how the first admin comes to exist
 * (every later account is invited from the back office).
 *
 *   npm run create-admin -w api -- --email ops@example.com --name "Ops Lead"
 *   npm run create-admin -w api -- --role staff --cinema "Aurora Cinemas" --email door@example.com --name "Door"
 *   npm run create-admin -w api -- --role manager --cinema "Aurora Cinemas" --cinema "Harbour Lights Cinema" --email m@example.com --name "M"
 *   npm run create-admin -w api -- --reset-password --email ops@example.com
 *
 * Uses the API's settings (DATABASE_URL, else PGlite in DATA_DIR) and runs its migrations first. The password
 * is typed at a prompt that does not echo it, or read from stdin's first line when stdin is not a terminal.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { configuredDatabase, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { DataDirInUse } from '../db/pglite-lock.js';
import { normalizeEmail, parseLoginName } from '../features/auth/identifiers.js';
import { isTerminal, readPassword } from './read-password.js';
import {
  AccountCommandError,
  MIN_PASSWORD_LENGTH,
  checkNewAccount,
  checkPassword,
  createStaffAccount,
  findStaffAccount,
  resetStaffPassword,
  type NewStaffAccount,
  type StaffAccountSummary,
} from './staff-accounts.js';

const USAGE = `Usage: npm run create-admin -w api -- --email <email> --name "<name>" [--role admin|manager|staff] [--cinema "<cinema name>"]... [--phone <10 digits>]
       npm run create-admin -w api -- --reset-password --email <email>
The password is asked for (not echoed), or read from stdin's first line; at least ${MIN_PASSWORD_LENGTH} characters.`;

interface Command {
  reset: boolean;
  account: NewStaffAccount;
}

function parseCommand(argv: string[]): Command {
  if (argv.some((arg) => /^--?password(=|$)/.test(arg))) {
    throw new AccountCommandError(
      'The password is never taken from the command line (other users and the shell history see it): it is asked for, or read from stdin.',
    );
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', default: 'admin' },
        cinema: { type: 'string', multiple: true },
        phone: { type: 'string' },
        'reset-password': { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new AccountCommandError(`${(error as Error).message}\n${USAGE}`);
  }
  const email = normalizeEmail(values.email ?? '');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new AccountCommandError(`--email must be an email address.\n${USAGE}`);
  const reset = values['reset-password'];
  if (reset) {
    if (
      values.name !== undefined ||
      values.cinema !== undefined ||
      values.phone !== undefined ||
      argv.some((arg) => arg.startsWith('--role'))
    ) {
      throw new AccountCommandError('--reset-password changes only the password: give it --email alone.');
    }
    return { reset, account: { email, name: '', role: 'admin' } };
  }
  const name = values.name?.trim() ?? '';
  if (!name || name.length > 100) throw new AccountCommandError(`--name is required (up to 100 characters).\n${USAGE}`);
  const role = values.role;
  if (role !== 'admin' && role !== 'manager' && role !== 'staff') {
    throw new AccountCommandError(
      '--role must be admin (the whole chain), manager or staff (of the --cinema given, else every cinema).',
    );
  }
  if (role === 'admin' && values.cinema !== undefined) {
    throw new AccountCommandError('An admin account works for every cinema: --cinema is for --role manager or staff.');
  }
  let phone: string | undefined;
  if (values.phone !== undefined) {
    const parsed = parseLoginName(values.phone);
    if (parsed?.kind !== 'phone') throw new AccountCommandError('--phone must be a 10-digit mobile number.');
    phone = parsed.value;
  }
  return { reset, account: { email, name, role, cinemas: values.cinema?.map((cinema) => cinema.trim()), phone } };
}

async function askPassword(email: string): Promise<string> {
  const password = await readPassword(`Password for ${email} (at least ${MIN_PASSWORD_LENGTH} characters): `);
  checkPassword(password, email);
  if (isTerminal() && (await readPassword('Repeat the password: ')) !== password) {
    throw new AccountCommandError('The two passwords differ: nothing was changed.');
  }
  return password;
}

function describe(account: StaffAccountSummary): string {
  const scope =
    account.role === 'admin'
      ? 'the whole chain, every cinema'
      : account.cinemas.length > 0
        ? `${account.cinemas.join(', ')} only`
        : 'every cinema';
  return `${account.role} account #${account.id}: ${account.name} <${account.email}> (${scope})`;
}

async function main(): Promise<void> {
  const { reset, account } = parseCommand(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(configuredDatabase(config), {
    connectTimeoutMs: config.dbConnectTimeoutMs,
    sessionSettings: config.dbSessionSettings,
  });
  try {
    await database.withDirectConnection(migrateToLatest);
    // Refused before the password is typed: an email already taken, an unknown cinema, a customer's email.
    if (reset) await findStaffAccount(database.db, account.email);
    else await checkNewAccount(database.db, account);
    const password = await askPassword(account.email);
    const saved = reset
      ? await resetStaffPassword(database.db, account.email, password, config.passwordHashCost)
      : await createStaffAccount(database.db, account, password, config.passwordHashCost);
    console.log(
      reset ? `New password set for ${describe(saved)}; its sessions have ended.` : `Created ${describe(saved)}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof AccountCommandError || error instanceof DataDirInUse;
  console.error(`create-admin: ${known ? (error as Error).message : String((error as Error)?.stack ?? error)}`);
  process.exitCode = 1;
});
