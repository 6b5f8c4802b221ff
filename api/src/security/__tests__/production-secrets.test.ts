import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { apiPackageDir, loadConfig } from '../../config.js';
import { publishedValues } from '../published-values.js';
import { unsafeProductionSettings } from '../production-secrets.js';

const repoRoot = path.resolve(apiPackageDir, '..');
const strongSecret = 'Zq8vN3xL0pR7tY2wK9mB4cH6jF1dS5gA';

/** The production settings of this environment, as the server reads them. */
const productionConfig = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...env });

test('production refuses a JWT_SECRET shorter than 32 bytes, naming the variable and never the value', () => {
  const problems = unsafeProductionSettings(productionConfig({ JWT_SECRET: 'only-twenty-six-bytes-long' }));
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^JWT_SECRET is shorter than 32 bytes/);
  assert.ok(!problems[0].includes('only-twenty-six-bytes-long'));
  assert.deepEqual(unsafeProductionSettings(productionConfig({ JWT_SECRET: strongSecret })), []);
  assert.deepEqual(unsafeProductionSettings(productionConfig({})), [], 'unset: a generated secret is used');
});

test('production refuses any secret equal to a value the repository publishes', () => {
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ JWT_SECRET: 'changeme' }, /^JWT_SECRET is a value published/],
    [{ TICKET_SIGNING_KEY: 'staff1234' }, /^TICKET_SIGNING_KEY is a value published/],
    [
      { DATABASE_URL: 'postgres://reeltime:reeltime@postgres:5432/reeltime' },
      /^The password in DATABASE_URL is a value published/,
    ],
    [
      { DATABASE_URL: 'postgres://reeltime:ReelTime@db/reeltime' },
      /^The password in DATABASE_URL is a value published/,
    ],
    [
      { DATABASE_URL: 'postgres://reeltime:@postgres:5432/reeltime' },
      /^The password in DATABASE_URL is empty .*POSTGRES_PASSWORD/,
    ],
    [{ SMTP_URL: 'smtp://user:pass@smtp.example.com:587' }, /^The password in SMTP_URL is a value published/],
  ];
  for (const [env, expected] of cases) {
    const problems = unsafeProductionSettings(productionConfig(env));
    assert.equal(problems.length, 1, JSON.stringify(env));
    assert.match(problems[0], expected);
  }
  const strong = productionConfig({
    JWT_SECRET: strongSecret,
    TICKET_SIGNING_KEY: `${strongSecret}-tickets`,
    DATABASE_URL: `postgres://reeltime:${strongSecret}@postgres:5432/reeltime`,
    SMTP_URL: `smtps://mailer:${strongSecret}@smtp.example.com:465`,
  });
  assert.deepEqual(unsafeProductionSettings(strong), []);
  assert.deepEqual(
    unsafeProductionSettings(loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'changeme' })),
    [],
    'only production refuses',
  );
  assert.deepEqual(
    unsafeProductionSettings(productionConfig({ DEMO_DATA: 'true', JWT_SECRET: 'changeme' })),
    [],
    'nor the demo start, whose staff passwords are published anyway',
  );
});

/** Every README and doc page of the repository (node_modules and build output aside) and the compose file. */
function publishedDocs(): Array<{ file: string; text: string }> {
  const files = [
    'docker-compose.yml',
    ...readdirSync(repoRoot, { recursive: true })
      .map(String)
      .filter(
        (file) =>
          (/(^|\/)README\.md$/.test(file) || /^docs\/.+\.md$/.test(file)) &&
          !/(^|\/)(node_modules|dist|data)\//.test(file),
      ),
  ];
  return files.map((file) => ({ file, text: readFileSync(path.join(repoRoot, file), 'utf8') }));
}

/** Passwords and secrets a reader of the docs can copy: "password `x`", URL passwords, secret variables' values and defaults. */
function secretsShownIn(text: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /password\s+`([^`\s]+)`/gi,
    /[a-z][\w+.-]*:\/\/[^\s:@/`'"]+:([^\s@/`'"$]+)@/gi,
    /\$\{\w*(?:PASSWORD|SECRET|KEY)\w*:-([^}]+)\}/g,
    // PASSWORD_HASH_COST and the like are settings, not secrets.
    /\b\w*(?:PASSWORD(?!_HASH)|SECRET|SIGNING_KEY)\w*(?:=|:[ \t]+)['"]?([^\s'"`$<>|{}]+)/g,
  ];
  // An ellipsis stands for a value the reader supplies: nothing to copy.
  const placeholder = /^(?:…|\.\.\.)$/;
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) if (!placeholder.test(match[1])) found.add(match[1]);
  }
  return [...found];
}

test('every password or secret shown in a README, a doc page or docker-compose.yml is on the refused list', () => {
  const refused = new Set(publishedValues.map((value) => value.toLowerCase()));
  const shown = publishedDocs().flatMap(({ file, text }) => secretsShownIn(text).map((value) => ({ file, value })));
  assert.ok(
    shown.some(({ value }) => value === 'staff1234'),
    'the scan finds the demo passwords',
  );
  assert.ok(
    shown.some(({ value }) => value === 'pass'),
    "the scan finds the SMTP_URL example's password",
  );
  const missing = shown.filter(({ value }) => !refused.has(value.toLowerCase()));
  assert.deepEqual(missing, [], 'add these to src/security/published-values.ts');
});

test('a production server refuses to start with a short JWT_SECRET or a published database password (exit 1, value never printed)', async () => {
  for (const [name, value, env] of [
    ['JWT_SECRET', 'short-secret-value', { JWT_SECRET: 'short-secret-value' }],
    ['DATABASE_URL', 'reeltime', { DATABASE_URL: 'postgres://reeltime:reeltime@127.0.0.1:9/reeltime' }],
  ] as const) {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiPackageDir, 'src', 'server.ts')], {
      cwd: apiPackageDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        API_PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(repoRoot, 'data', 'never-created'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1, output);
    assert.match(output, new RegExp(`Refusing to start in production:[\\s\\S]*${name}`));
    assert.ok(!output.includes(value === 'reeltime' ? ':reeltime@' : value), 'the value is never printed');
    assert.ok(!/\n\s+at /.test(output), 'a message, not a stack trace');
  }
});
