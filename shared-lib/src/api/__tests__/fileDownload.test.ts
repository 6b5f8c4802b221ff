import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl, applyTestRuntimeConfig } from '../../testing';
import { fetchFile, saveFile } from '../fileDownload';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => applyTestRuntimeConfig());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serveFile(disposition?: string) {
  server.use(
    http.get(
      apiUrl('/api/bookings/9/download'),
      () =>
        new HttpResponse('%PDF-1.7', {
          headers: { 'Content-Type': 'application/pdf', ...(disposition && { 'Content-Disposition': disposition }) },
        }),
    ),
  );
}

describe('downloading a file from the API', () => {
  it('names the file as the server’s Content-Disposition says', async () => {
    serveFile('attachment; filename="ticket-RT-7K3P9Q.pdf"');
    const file = await fetchFile('/api/bookings/9/download', 'fallback.pdf');
    expect(file.filename).toBe('ticket-RT-7K3P9Q.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it("decodes an RFC 5987 name (filename*=UTF-8'')", async () => {
    serveFile("attachment; filename*=UTF-8''Am%C3%A9lie%20ticket.pdf");
    expect((await fetchFile('/api/bookings/9/download', 'fallback.pdf')).filename).toBe('Amélie ticket.pdf');
  });

  it('falls back to the given name when the server names none', async () => {
    serveFile();
    expect((await fetchFile('/api/bookings/9/download', 'ticket-booking-9.pdf')).filename).toBe('ticket-booking-9.pdf');
  });

  it('hands the file to the browser under its name', () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.href} ${this.download}`);
    });
    saveFile({ blob: new Blob(['x']), filename: 'reeltime-booking-9.ics' });
    expect(saved).toEqual(['blob:file reeltime-booking-9.ics']);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});
