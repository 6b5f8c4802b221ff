import { renderHook } from '@testing-library/react';
import { documentTitle, useDocumentTitle } from '../useDocumentTitle';

describe('document titles', () => {
  it('name the page first, then the site', () => {
    expect(documentTitle('Monsoon Express — Tickets')).toBe('Monsoon Express — Tickets | ReelTime');
    expect(documentTitle(null)).toBe('ReelTime — Book movie tickets');
  });

  it('follow the page: set on mount, changed with it, left alone while unknown', () => {
    document.title = 'before';
    const { rerender } = renderHook(({ page }: { page: string | undefined }) => useDocumentTitle(page), {
      initialProps: { page: undefined as string | undefined },
    });
    expect(document.title).toBe('before');
    rerender({ page: 'Monsoon Express — Tickets' });
    expect(document.title).toBe('Monsoon Express — Tickets | ReelTime');
  });
});
