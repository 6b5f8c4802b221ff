export const demoUser = {
  name: 'Demo User',
  email: 'demo@reeltime.app',
  phone: '9876543210',
  password: 'demo1234',
  gender: 'Male',
} as const;
