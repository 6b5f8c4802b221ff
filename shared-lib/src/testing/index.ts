export { movieFixture, bookingFixture } from './fixtures';
export { TEST_API_BASE_URL, apiUrl, applyTestRuntimeConfig } from './testRuntime';
export { renderWithProviders, type RenderOptions } from './renderWithProviders';
export { server, setupApiServer, logIn } from './apiServer';
