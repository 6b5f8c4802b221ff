import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describeEachDatabase, TEST_PUBLIC_URL, type TestApi } from '../../../../testing/test-app.js';
import type { TestUser } from '../../../../testing/fixtures.js';
import { accountWithRole } from './accounts.js';

const film = {
  title: 'Posters Test',
  description: '',
  languages: ['Tamil'],
  genres: ['Drama'],
  certification: 'U',
  runtimeMinutes: 100,
  releaseDate: '2021-03-04',
  cast: [],
  crew: [],
  trailerUrl: null,
};

/** A 600 × 900 picture stored sideways (EXIF orientation 6), carrying a camera comment and GPS position. */
const sidewaysPhoto = async () => {
  const plain = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  const photo = await sharp(plain)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { ImageDescription: 'secret location' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' },
    })
    .jpeg()
    .toBuffer();
  assert.equal((await sharp(photo).metadata()).orientation, 6);
  return photo;
};
const picture = (format: 'png' | 'webp' | 'jpeg', width = 300, height = 450) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header claims 50 000 × 50 000 pixels (2.5 gigapixels): a decompression bomb. */
function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(50_001 * 20))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(
  api: TestApi,
  token: string,
  movieId: number,
  bytes: Buffer,
  filename: string,
  type: string,
  field = 'poster',
) {
  const boundary = `----reeltime${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await api.app.inject({
    method: 'PUT',
    url: `/api/admin/movies/${movieId}/poster`,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: response.statusCode, json: () => response.json() };
}

describeEachDatabase('admin movie posters', (api) => {
  let manager: TestUser;
  let movieId: number;
  before(async () => {
    manager = await accountWithRole(api(), 'manager');
    movieId = (await api().post('/api/admin/movies', film, { token: manager.token })).json().id;
  });

  test('a JPEG is turned upright, stripped of its metadata, re-encoded to every size and served for good', async () => {
    const response = await upload(api(), manager.token, movieId, await sidewaysPhoto(), 'poster.jpg', 'image/jpeg');
    assert.equal(response.status, 200, JSON.stringify(response.json()));
    const { poster, thumbnail } = response.json();
    assert.match(poster.key, /^[0-9a-f]{32}$/);
    assert.equal(poster.images.length, 6);
    assert.equal(thumbnail, `${TEST_PUBLIC_URL}/poster-images/${poster.key}-480.webp`);
    assert.equal(
      (await api().get(`/movies/${movieId}`)).json().thumbnail,
      thumbnail,
      'customers see the new poster at once',
    );

    for (const image of poster.images as { width: number; format: string; url: string }[]) {
      assert.ok(image.url.startsWith(`${TEST_PUBLIC_URL}/poster-images/${poster.key}-${image.width}.`));
      const served = await api().get(image.url.slice(TEST_PUBLIC_URL.length));
      assert.equal(served.status, 200);
      assert.equal(served.headers['content-type'], image.format === 'webp' ? 'image/webp' : 'image/jpeg');
      assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      const metadata = await sharp(served.rawPayload).metadata();
      assert.equal(metadata.format, image.format);
      // Upright 600 × 900; never enlarged past its own width.
      assert.equal(metadata.width, Math.min(image.width, 600));
      assert.equal(metadata.height, Math.round(Math.min(image.width, 600) * 1.5));
      assert.equal(metadata.exif, undefined, 'no EXIF (orientation, GPS, comments) is served');
      const again = await api().get(image.url.slice(TEST_PUBLIC_URL.length), {
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      assert.equal(again.status, 304);
    }
    assert.equal((await api().get(`/poster-images/${'0'.repeat(32)}-480.webp`)).status, 404);
    assert.equal((await api().get('/poster-images/..%2F..%2Fetc-480.webp')).status, 400);
  });

  test('PNG and WebP are taken whatever their name says; the same picture keeps its key', async () => {
    const png = await picture('png');
    const renamed = await upload(api(), manager.token, movieId, png, 'poster.jpg', 'image/jpeg');
    assert.equal(renamed.status, 200);
    const again = await upload(api(), manager.token, movieId, png, 'other-name.png', 'application/octet-stream');
    assert.equal(again.json().poster.key, renamed.json().poster.key);
    const webp = await upload(api(), manager.token, movieId, await picture('webp'), 'poster', 'image/webp');
    assert.equal(webp.status, 200);
    assert.notEqual(webp.json().poster.key, renamed.json().poster.key);
    const audit = await api()
      .app.db.selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'poster')
      .where('entity_id', '=', String(movieId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(audit.after, { posterKey: webp.json().poster.key });
  });

  test('anything but a readable JPEG, PNG or WebP is refused with a message, and the poster stays as it was', async () => {
    const before = (await api().get(`/api/admin/movies/${movieId}`, { token: manager.token })).json().poster.key;
    const jpeg = await picture('jpeg');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><script>alert(1)</script></svg>',
    );
    const cases: [string, Buffer, string, string, number, RegExp][] = [
      [
        'an SVG named .png',
        svg,
        'poster.png',
        'image/png',
        400,
        /^poster must be a JPEG, PNG or WebP image; this file is not one/,
      ],
      [
        'a GIF',
        Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
        'poster.gif',
        'image/gif',
        400,
        /^poster must be a JPEG, PNG or WebP/,
      ],
      [
        'an HTML page',
        Buffer.from('<!doctype html><h1>hi</h1>'),
        'poster.jpg',
        'image/jpeg',
        400,
        /^poster must be a JPEG, PNG or WebP/,
      ],
      [
        'a JPEG start followed by HTML',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script>')]),
        'poster.jpg',
        'image/jpeg',
        400,
        /could not be read/,
      ],
      [
        'a truncated JPEG',
        jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        'poster.jpg',
        'image/jpeg',
        400,
        /could not be read/,
      ],
      [
        'a decompression bomb',
        bombPng(),
        'poster.png',
        'image/png',
        400,
        /too large to process: at most 40 megapixels/,
      ],
      [
        'a picture too small',
        await picture('png', 100, 150),
        'poster.png',
        'image/png',
        400,
        /at least 240 × 240 pixels/,
      ],
      ['an empty file', Buffer.alloc(0), 'poster.png', 'image/png', 400, /^poster is empty/],
      [
        'a file over 5 MB',
        Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]),
        'poster.jpg',
        'image/jpeg',
        413,
        /^poster must be at most 5 MB$/,
      ],
    ];
    for (const [what, bytes, filename, type, status, message] of cases) {
      const response = await upload(api(), manager.token, movieId, bytes, filename, type);
      assert.equal(response.status, status, what);
      assert.match(response.json().message, message, what);
    }
    const wrongField = await upload(api(), manager.token, movieId, jpeg, 'poster.jpg', 'image/jpeg', 'image');
    assert.match(wrongField.json().message, /^Send the poster as multipart\/form-data/);
    const asJson = await api().put(`/api/admin/movies/${movieId}/poster`, { poster: 'x' }, { token: manager.token });
    assert.deepEqual(
      [asJson.status, asJson.json().message.startsWith('Send the poster as multipart/form-data')],
      [400, true],
    );
    assert.equal((await upload(api(), manager.token, 999_999, jpeg, 'poster.jpg', 'image/jpeg')).status, 404);
    assert.equal((await api().get(`/api/admin/movies/${movieId}`, { token: manager.token })).json().poster.key, before);
  });

  test('a replaced poster’s files are deleted (old URLs 404) unless another film shows the same picture', async () => {
    const second = (
      await api().post('/api/admin/movies', { ...film, title: 'Posters Test Two' }, { token: manager.token })
    ).json().id;
    const shared = await picture('png', 320, 480);
    const first = (await upload(api(), manager.token, movieId, shared, 'poster.png', 'image/png')).json().poster;
    assert.equal(
      (await upload(api(), manager.token, second, shared, 'same.png', 'image/png')).json().poster.key,
      first.key,
    );
    const urls = (poster: { images: { url: string }[] }) =>
      poster.images.map((image) => image.url.slice(TEST_PUBLIC_URL.length));
    const statuses = async (paths: string[]) => Promise.all(paths.map(async (path) => (await api().get(path)).status));

    // The first film moves on: the picture stays, the second film still shows it.
    const moved = await upload(api(), manager.token, movieId, await picture('jpeg', 330, 480), 'new.jpg', 'image/jpeg');
    assert.equal(moved.status, 200);
    assert.deepEqual(
      await statuses(urls(first)),
      urls(first).map(() => 200),
    );

    // The second film moves on too: nobody shows it any more, so its files are gone.
    const last = await upload(api(), manager.token, second, await picture('webp', 340, 480), 'new.webp', 'image/webp');
    assert.equal(last.status, 200);
    assert.deepEqual(
      await statuses(urls(first)),
      urls(first).map(() => 404),
    );
    const stored = await api().app.db.selectFrom('poster_images').select('key').where('key', '=', first.key).execute();
    assert.deepEqual(stored, []);
    // The new posters are served.
    assert.deepEqual(await statuses([...urls(moved.json().poster), ...urls(last.json().poster)]), Array(12).fill(200));
    assert.equal((await api().get(`/movies/${second}`)).json().thumbnail, last.json().thumbnail);
  });
});
