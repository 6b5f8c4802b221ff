import type { UserProfile } from '@reeltime/shared-lib';

export { bookingFixture } from '@reeltime/shared-lib/testing';

export function profileFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return { username: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', gender: 'Female', ...overrides };
}
