export { movieFixture, movieWithSlotsFixture, slotFixture, bookingFixture } from './fixtures';
export { bookingHandOffFixture, type BookingHandOff } from './bookingHandOff';
export { TEST_API_BASE_URL, apiUrl, applyTestRuntimeConfig } from './testRuntime';
export { renderWithProviders, type RenderOptions } from './renderWithProviders';
export { QueryTestConfig } from './QueryTestConfig';
export { resetQueryCache } from './resetQueryCache';
export { elementsNamedWithoutRole } from './namedWithoutRole';
export { server, setupApiServer, logIn } from './apiServer';
export { MemoryRouter } from 'react-router-dom';
