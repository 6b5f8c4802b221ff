import { isBeforeSharedLib11, sharedLibVersionsOnPage } from '../legacySharedLib';

describe('remotes built against an older shared-lib', () => {
  const scopes = (catalogVersion: string) => ({
    default: {
      '@reeltime/shared-lib': { '1.1.0': { from: 'shell' }, [catalogVersion]: { from: 'catalog' } },
      react: { '19.3.1': { from: 'shell' } },
    },
  });

  it('reads every shared-lib version the page registered', () => {
    expect(sharedLibVersionsOnPage(scopes('1.0.0')).sort()).toEqual(['1.0.0', '1.1.0']);
    expect(sharedLibVersionsOnPage({})).toEqual([]);
  });

  it('tells 1.0 and the unversioned 0.x apart from 1.1 and later', () => {
    expect(['0.1.0', '1.0.0', '1.0.7'].map(isBeforeSharedLib11)).toEqual([true, true, true]);
    expect(['1.1.0', '1.2.3', '2.0.0'].map(isBeforeSharedLib11)).toEqual([false, false, false]);
  });
});
