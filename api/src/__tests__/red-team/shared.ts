import type { TestContext } from 'node:test';
import { loadConfig } from '../../config.js';

/** Prints a measured figure as a test diagnostic (`ℹ red-team …`). */
export const report = (t: TestContext, name: string, figures: Record<string, unknown>) =>
  t.diagnostic(`red-team ${name}: ${JSON.stringify(figures)}`);
export const minutes = (count: number) => count * 60_000;

export const defaults = loadConfig({});
/** The production limits, minus the coarse in-memory flood guard. */
export const redTeamConfig = {
  rateLimits: { ...defaults.rateLimits, global: { max: 0, windowMs: 60_000 } },
  limits: { ...defaults.limits },
};

/** Sends `count` requests, `parallel` at a time. */
export async function flood<T>(count: number, parallel: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, offset) => send(start + offset));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

export const junkAddress = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
