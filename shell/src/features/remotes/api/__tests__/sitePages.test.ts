import type { RuntimeConfig } from '@reeltime/shared-lib';
import { loadSitePages, readSitePages } from '../sitePages';

const CONFIG = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    catalog: 'http://catalog.test/mf-manifest.json',
    booking: 'http://booking.test/mf-manifest.json',
    account: 'http://account.test/mf-manifest.json',
  },
} as RuntimeConfig;

/** A page whose HTML carries the block the shell's server writes, or none. */
function pageWith(block: unknown): Document {
  const doc = document.implementation.createHTMLDocument('ReelTime');
  if (block !== undefined) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'rt-site-pages';
    script.textContent = typeof block === 'string' ? block : JSON.stringify(block);
    doc.head.append(script);
  }
  return doc;
}

const WRITTEN = {
  pages: [
    { path: '/movies', remote: 'catalog', module: 'MoviesPage', title: 'All Movies' },
    { path: '/payment', remote: 'booking', module: 'PaymentPage', title: 'Payment' },
    { path: '/admin/*', remote: 'admin', module: 'AdminApp' },
    { path: 'no-slash', remote: 'catalog', module: 'Broken' },
    { path: '/tickets', remote: 'tickets', module: 'TicketsPage' },
  ],
  unknown: ['account'],
};

const ACCOUNT_MANIFEST = {
  metaData: {
    pages: {
      './MyBookingsPage': { path: '/my-bookings', title: 'My Bookings', crawl: false },
      './ProfilePage': { path: '/info', title: 'Your Profile' },
      './Widget': { crawl: false },
    },
  },
};

describe('the remotes’ pages', () => {
  it('reads the pages the server wrote, keeping only well-formed pages of configured remotes', () => {
    expect(readSitePages(CONFIG, pageWith(WRITTEN))).toEqual({
      pages: [
        { path: '/movies', remote: 'catalog', module: 'MoviesPage', title: 'All Movies' },
        { path: '/payment', remote: 'booking', module: 'PaymentPage', title: 'Payment' },
      ],
      unknown: ['account'],
    });
  });

  it('counts every configured remote as unknown on a page without the block, or with a broken one', () => {
    expect(readSitePages(CONFIG, pageWith(undefined)).unknown).toEqual(['catalog', 'booking', 'account']);
    expect(readSitePages(CONFIG, pageWith('{"pages": [')).unknown).toEqual(['catalog', 'booking', 'account']);
  });

  it('asks an unknown remote’s manifest for its pages, and nothing when the server knew them all', async () => {
    const read = jest.fn(async (url: string) => {
      if (url === CONFIG.remotes.account) return ACCOUNT_MANIFEST;
      throw new Error(`unexpected ${url}`);
    });
    const site = await loadSitePages(CONFIG, { doc: pageWith(WRITTEN), read });
    expect(read).toHaveBeenCalledTimes(1);
    expect(site.unknown).toEqual([]);
    expect(site.pages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: '/my-bookings',
          remote: 'account',
          module: 'MyBookingsPage',
          title: 'My Bookings',
        }),
        expect.objectContaining({ path: '/info', remote: 'account', module: 'ProfilePage' }),
      ]),
    );
    expect(site.pages.map((page) => page.module)).not.toContain('Widget');

    read.mockClear();
    await loadSitePages(CONFIG, { doc: pageWith({ pages: WRITTEN.pages, unknown: [] }), read });
    expect(read).not.toHaveBeenCalled();
  });

  it('gives a remote built before remotes declared their paths the pages such builds have', async () => {
    const read = jest.fn(async () => ({ metaData: { pages: { './MyBookingsPage': { title: 'My Bookings' } } } }));
    const site = await loadSitePages(CONFIG, { doc: pageWith(WRITTEN), read });
    expect(site.unknown).toEqual([]);
    expect(site.pages.filter((page) => page.remote === 'account').map((page) => page.path)).toEqual([
      '/info',
      '/my-bookings',
      '/favorite',
    ]);
  });

  it('keeps a remote whose manifest does not answer unknown', async () => {
    const read = jest.fn(async () => {
      throw new Error('connection refused');
    });
    const site = await loadSitePages(CONFIG, { doc: pageWith(WRITTEN), read });
    expect(site.unknown).toEqual(['account']);
    expect(site.pages.map((page) => page.path)).toEqual(['/movies', '/payment']);
  });
});
