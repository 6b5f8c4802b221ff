export { movieFixture, movieWithSlotsFixture, slotFixture, bookingFixture } from './fixtures';
export { bookingHandOffFixture } from './bookingHandOff';
export { apiUrl, applyTestRuntimeConfig } from './testRuntime';
export { renderWithProviders } from './renderWithProviders';
export { QueryTestConfig } from './QueryTestConfig';
export { resetQueryCache } from './resetQueryCache';
export { elementsNamedWithoutRole } from './namedWithoutRole';
export { server, setupApiServer, logIn } from './apiServer';
export { MemoryRouter } from 'react-router-dom';
