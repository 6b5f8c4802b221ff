import { appImports, entryExports } from './exportUsage';

/**
 * Every export of shared-lib is a contract every app is bound to and a name each team has to know. The caps are
 * what the entries export today: adding an export means raising its cap here, in the same change, on purpose.
 */
const CAPS: Record<string, number> = {
  '.': 110,
  './mui': 3,
  './standalone': 1,
  './ticket-qr': 1,
  './testing': 15,
};

/**
 * Per entry, the exports no app imports any more, kept for apps built against the current major until the next one
 * removes them (the changelog lists each under "Deprecated").
 */
const DEPRECATED: Record<string, string[]> = {
  '.': ['EmptyState'],
  './mui': ['ContentSkeleton', 'useTouchedValidation'],
  './standalone': [],
  './ticket-qr': [],
  './testing': [],
};

describe('what shared-lib exports', () => {
  const exported = entryExports();
  const imports = appImports();

  it('caps the number of exports (values and types) of each entry', () => {
    expect(Object.keys(exported).sort()).toEqual(Object.keys(CAPS).sort());
    const over = Object.entries(exported)
      .filter(([entry, names]) => names.length > CAPS[entry]!)
      .map(([entry, names]) => `${entry} exports ${names.length}, its cap is ${CAPS[entry]}`);
    expect(over).toEqual([]);
  });

  it('exports nothing from any entry that no app imports, but what is deprecated until the next major', () => {
    expect(Object.keys(DEPRECATED).sort()).toEqual(Object.keys(CAPS).sort());
    const unused = Object.fromEntries(
      Object.entries(exported).map(([entry, names]) => [
        entry,
        names
          .filter(({ name }) => !imports[entry]?.[name])
          .map(({ name }) => name)
          .sort(),
      ]),
    );
    const deprecated = Object.fromEntries(
      Object.entries(DEPRECATED).map(([entry, names]) => [entry, [...names].sort()]),
    );
    expect(unused).toEqual(deprecated);
  });

  it('exports every name an app imports', () => {
    const missing = Object.entries(imports).flatMap(([entry, names]) =>
      Object.keys(names)
        .filter((name) => name !== '*' && !exported[entry]?.some((item) => item.name === name))
        .map((name) => `${entry} ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
