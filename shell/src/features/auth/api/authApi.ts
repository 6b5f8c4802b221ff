import { apiClient, identifierPayload } from '@reeltime/shared-lib';

export type Gender = 'male' | 'female' | 'other';

export interface SignupPayload {
  username: string;
  email: string;
  password: string;
  phone: string;
  gender: Gender;
}

/** SPEC §7 auth calls. Paths are exactly the SPEC's. */
export const authApi = {
  async login(username: string, password: string): Promise<string | undefined> {
    const { data } = await apiClient.post<{ token?: string }>('/api/auth/login', { username, password });
    return data?.token;
  },
  async register(payload: SignupPayload): Promise<void> {
    await apiClient.post('/api/auth/register', payload);
  },
  async sendLoginOtp(identifier: string): Promise<void> {
    await apiClient.post('/api/auth/initiate-login', identifierPayload(identifier));
  },
  async verifyLoginOtp(identifier: string, otp: string): Promise<string | undefined> {
    const { data } = await apiClient.post<{ token?: string }>('/api/auth/verify-otp', { otp, ...identifierPayload(identifier) });
    return data?.token;
  },
  async sendResetOtp(identifier: string): Promise<void> {
    await apiClient.post('/api/auth/forgot-password', identifierPayload(identifier));
  },
  async resetPassword(identifier: string, otp: string, newPassword: string): Promise<void> {
    await apiClient.post('/api/auth/reset-password', { otp, newPassword, ...identifierPayload(identifier) });
  },
};
