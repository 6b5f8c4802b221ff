import { refuseOtherSharedLibMajor, sharedLibVersionOf } from '../legacySharedLib';

describe('remotes built against another shared-lib major', () => {
  const scopes = (catalogVersion: string) => ({
    default: {
      '@reeltime/shared-lib': { '2.0.0': { from: 'shell' }, [catalogVersion]: { from: 'catalog' } },
      react: { '19.3.1': { from: 'shell' } },
    },
  });

  it('reads the shared-lib version each app registered on the page', () => {
    expect(sharedLibVersionOf('shell', scopes('0.1.0'))).toBe('2.0.0');
    expect(sharedLibVersionOf('catalog', scopes('0.1.0'))).toBe('0.1.0');
    expect(sharedLibVersionOf('account', scopes('0.1.0'))).toBeUndefined();
    expect(sharedLibVersionOf('shell', {})).toBeUndefined();
  });

  it.each(['0.1.0', '1.4.0', '3.0.0'])(
    'refuses a catalog built against %s without a strict range, naming both versions',
    (version) => {
      expect(() => refuseOtherSharedLibMajor('catalog', scopes(version))).toThrow(
        `catalog was built against @reeltime/shared-lib ${version} and cannot run on this page's 2.0.0 (another major)`,
      );
    },
  );

  it.each(['2.0.0', '2.1.0', '2.0.3'])("lets a catalog built against %s run on the shell's copy", (version) => {
    expect(() => refuseOtherSharedLibMajor('catalog', scopes(version))).not.toThrow();
  });

  it("leaves a remote that declared its range strictly to the runtime's own check", () => {
    const strict = {
      default: {
        '@reeltime/shared-lib': {
          '2.0.0': { from: 'shell' },
          '1.4.0': { from: 'catalog', shareConfig: { strictVersion: true } },
        },
      },
    };
    expect(() => refuseOtherSharedLibMajor('catalog', strict)).not.toThrow();
  });

  it('lets a remote run when the page has no registration to compare (standalone, tests)', () => {
    expect(() => refuseOtherSharedLibMajor('catalog', {})).not.toThrow();
  });
});
