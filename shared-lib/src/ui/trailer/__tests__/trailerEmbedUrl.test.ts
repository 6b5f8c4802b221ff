import { trailerEmbedUrl, trailerVideoId } from '../trailerEmbedUrl';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube.com/embed/${ID}?autoplay=1&vq=hd1080&rel=0`;

describe('trailerVideoId / trailerEmbedUrl', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&t=42s`],
    [`https://m.youtube.com/watch?feature=share&v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abcdef`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=10`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`  https://youtu.be/${ID}  `],
  ])('converts %s', (url) => {
    expect(trailerVideoId(url)).toBe(ID);
    expect(trailerEmbedUrl(url)).toBe(EMBED);
  });

  it('keeps ids with - and _', () => {
    expect(trailerEmbedUrl('https://youtu.be/a-b_c-d_e-f')).toBe(
      'https://www.youtube.com/embed/a-b_c-d_e-f?autoplay=1&vq=hd1080&rel=0',
    );
  });

  it('asks for autoplay and 1080p', () => {
    const url = new URL(trailerEmbedUrl(`https://youtu.be/${ID}`)!);
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('vq')).toBe('hd1080');
  });

  it.each([
    ['a 10-character id', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['a 12-character id', 'https://youtu.be/dQw4w9WgXcQQ'],
    ['an id with illegal characters', 'https://www.youtube.com/embed/dQw4w9WgX!Q'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['a channel page', 'https://www.youtube.com/@studio'],
    ['another video site', 'https://vimeo.com/123456789'],
    ['a look-alike host', `https://notyoutube.com/watch?v=${ID}`],
    ['a bare id', ID],
    ['text', 'coming soon'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('gives null for %s', (_label, url) => {
    expect(trailerVideoId(url)).toBeNull();
    expect(trailerEmbedUrl(url)).toBeNull();
  });
});
