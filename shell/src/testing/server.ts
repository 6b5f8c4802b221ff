import { setupServer } from 'msw/node';

/** The API for the shell's tests; each test adds the handlers it needs with `server.use`. */
export const server = setupServer();
