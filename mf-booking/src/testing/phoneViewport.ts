/**
 * Makes every media query match for the current test file, as MUI's `useMediaQuery(down('md'))`
 * does on a phone (jsdom has no `matchMedia`, so components otherwise take the desktop layout).
 */
export function simulatePhoneViewport(): void {
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
}
