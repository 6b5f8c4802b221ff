import { remotePage } from '../../components/remotePage';
import { REMOTE_MODULES, REMOTE_NAMES } from '../exposedModules';

// `tsc -b` checks this file: each @ts-expect-error fails the type check once its line compiles.
describe('remote and module names are typed from one declaration', () => {
  it('accepts every declared module of its own remote', () => {
    for (const remote of REMOTE_NAMES) {
      for (const module of REMOTE_MODULES[remote]) {
        expect(remotePage(remote, module).key).toBe(`${remote}/${module}`);
      }
    }
  });

  it('rejects a misspelt module, a module of another remote and an unknown remote at compile time', () => {
    // @ts-expect-error misspelt
    const typo = () => remotePage('catalog', 'HomePag');
    // @ts-expect-error HomePage is the catalog's, not the booking remote's
    const wrongRemote = () => remotePage('booking', 'HomePage');
    // @ts-expect-error no such remote
    const unknownRemote = () => remotePage('tickets', 'HomePage');
    expect([typo, wrongRemote, unknownRemote]).toHaveLength(3);
  });
});
