// The Module Federation runtime core, once per page (see ../federation-runtime.js).
import * as runtimeCore from '@module-federation/runtime-core';

/* global __RUNTIME_CORE_VERSION__ -- set by the build (DefinePlugin) */
const VERSION = __RUNTIME_CORE_VERSION__;
const global = globalThis;

if (!global._FEDERATION_RUNTIME_CORE) {
  global._FEDERATION_RUNTIME_CORE = runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM = { name: 'reeltime-federation-runtime', version: VERSION };
} else if (global._FEDERATION_RUNTIME_CORE_FROM?.version !== VERSION) {
  // First one wins: every app on the page must use the same core, whichever app served it.
  console.warn(
    `ReelTime: Module Federation runtime-core ${global._FEDERATION_RUNTIME_CORE_FROM?.version ?? '?'} is already on the page; ` +
      `this app was built against ${VERSION}. Release all apps together when the federation version changes.`,
  );
}
