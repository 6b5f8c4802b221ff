import type { AppConfig, RateLimitRule } from '../../config.js';

const isRule = (value: unknown): value is RateLimitRule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RateLimitRule).max === 'number' &&
  typeof (value as RateLimitRule).windowMs === 'number';

/**
 * Every rate-limit rule of the settings by its path in them (`limits.holdAccount`, `rateLimits.global`): the
 * label a refusal is counted under, a bounded set (never the client's address or account).
 */
export function rateLimitRuleNames(config: AppConfig): Map<RateLimitRule, string> {
  const names = new Map<RateLimitRule, string>();
  for (const [group, value] of Object.entries(config)) {
    if (typeof value !== 'object' || value === null) continue;
    for (const [name, rule] of Object.entries(value)) {
      if (isRule(rule)) names.set(rule, `${group}.${name}`);
    }
  }
  return names;
}
