/**
 * Every password and secret the repository publishes — in its README files, its docs/ pages and docker-compose.yml — and the
 * usual placeholder values. A production start refuses a secret equal to any of them (ignoring case): whoever
 * can read the repository knows them. A test scans the docs and fails when one shown there is missing here.
 */
export const publishedValues: readonly string[] = [
  // Demo accounts (created only by the demo start).
  'demo1234',
  'staff1234',
  'admin1234',
  'manager1234',
  // The database role and password of the test/CI PostgreSQL (and docker-compose.yml's former default).
  'reeltime',
  // The SMTP_URL example (smtp://user:pass@smtp.example.com:587).
  'pass',
  'user',
  // Placeholders people copy from examples.
  'changeme',
  'change-me',
  'password',
  'secret',
  'postgres',
  'admin',
];

export function isPublishedValue(value: string): boolean {
  const candidate = value.trim().toLowerCase();
  return publishedValues.some((published) => published.toLowerCase() === candidate);
}
