import type { UserProfile } from '@reeltime/shared-lib';

export { bookingFixture } from '@reeltime/shared-lib/testing';

export function profileFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 3,
    username: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    gender: 'Female',
    ...overrides,
  };
}
