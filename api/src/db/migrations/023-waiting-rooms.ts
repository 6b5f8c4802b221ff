import { sql, type Kysely } from 'kysely';

/**
 * Virtual waiting rooms for on-sales. `show_on_sales` marks a show whose seats open at `on_sale_at` to customers
 * admitted through its queue, `admit_per_minute` of them a minute. `waiting_room_entries` is the queue: one place
 * per account and show. Those who join before the on-sale moment wait unnumbered and are numbered in a random
 * order once it passes (`shuffled_at`); later arrivals are numbered in order of arrival. Each place's admission
 * moment (`admit_at`) is fixed when it is numbered, from the queue's start and the rate (`last_admit_at` is the
 * latest moment given so far), so every API process answers the same from the database alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE show_on_sales (
      show_id integer PRIMARY KEY REFERENCES shows(id) ON DELETE CASCADE,
      on_sale_at timestamptz NOT NULL,
      admit_per_minute integer NOT NULL CHECK (admit_per_minute BETWEEN 1 AND 100000),
      shuffled_at timestamptz,
      last_number integer NOT NULL DEFAULT 0,
      last_admit_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE waiting_room_entries (
      show_id integer NOT NULL REFERENCES show_on_sales(show_id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      joined_at timestamptz NOT NULL,
      queue_number integer,
      admit_at timestamptz,
      PRIMARY KEY (show_id, user_id)
    );
    CREATE INDEX waiting_room_entries_admit_at ON waiting_room_entries (show_id, admit_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE waiting_room_entries;
    DROP TABLE show_on_sales;
  `.execute(db);
}
