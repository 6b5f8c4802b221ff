import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationLoader, registerConfiguredRemotes } from '../federationLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);

describe('federation loader', () => {
  it('registers the three remotes from the runtime config, by manifest URL', () => {
    registerConfiguredRemotes({
      apiBaseUrl: 'http://api.test',
      remotes: {
        catalog: 'https://cdn.test/catalog/v2/mf-manifest.json',
        booking: 'https://cdn.test/booking/mf-manifest.json',
        account: 'https://cdn.test/account/mf-manifest.json',
      },
    });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'catalog', entry: 'https://cdn.test/catalog/v2/mf-manifest.json' },
      { name: 'booking', entry: 'https://cdn.test/booking/mf-manifest.json' },
      { name: 'account', entry: 'https://cdn.test/account/mf-manifest.json' },
    ]);
  });

  it('registers the staff remote too when the config names it', () => {
    registerConfiguredRemotes({
      apiBaseUrl: 'http://api.test',
      remotes: { catalog: 'c/mf-manifest.json', booking: 'b/mf-manifest.json', account: 'a/mf-manifest.json', admin: 'https://cdn.test/admin/mf-manifest.json' },
    });
    expect(registerRemotes).toHaveBeenLastCalledWith(expect.arrayContaining([{ name: 'admin', entry: 'https://cdn.test/admin/mf-manifest.json' }]));
  });

  it('loads `remote/module` and returns its page component', async () => {
    const Page = () => null;
    mockedLoadRemote.mockResolvedValue({ default: Page });
    await expect(federationLoader('booking', 'PaymentPage', { retry: false })).resolves.toEqual({ default: Page });
    expect(mockedLoadRemote).toHaveBeenCalledWith('booking/PaymentPage');
  });

  it('rejects when the runtime gives back no page component', async () => {
    mockedLoadRemote.mockResolvedValue(null);
    await expect(federationLoader('catalog', 'HomePage', { retry: false })).rejects.toThrow('catalog/HomePage did not load a page component');
  });

  it('passes on a failed remote', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-003'));
    await expect(federationLoader('account', 'ProfilePage', { retry: true })).rejects.toThrow('RUNTIME-003');
  });
});
