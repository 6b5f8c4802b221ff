import { remotePage } from '../../components/remotePage';

// `tsc -b` checks this file: each @ts-expect-error fails the type check once its line compiles.
describe('remote and module names are typed from one declaration', () => {
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
