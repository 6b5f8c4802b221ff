'use strict';

const { pageAt } = require('../page-hints');

/** The repository's route table, as the shell's build hands it to its server. */
const ROUTE_TABLE = require('../../shell/src/app/routeTable.json');

/** What remote `remote` declares of its pages (its `src/exposes/pages.json`), as its build publishes it. */
function declaredPages(remote) {
  try {
    return require(`../../mf-${remote}/src/exposes/pages.json`);
  } catch {
    return {};
  }
}

/** A stand-in for the server's RemoteManifests that knows the remotes' declarations and no built files. */
const repositoryManifests = {
  pageFor: (remote, expose) => declaredPages(remote)[expose] ?? null,
  assetsFor: () => null,
};

/** The page at `pathname` as the shell's server resolves it from the repository's route table and declarations. */
const pageOf = (pathname, manifests = repositoryManifests) => pageAt(pathname, ROUTE_TABLE, manifests);

module.exports = { ROUTE_TABLE, declaredPages, repositoryManifests, pageOf };
