/** A video id on the video site: 11 of A-Z a-z 0-9 _ -. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const WATCH_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com']);

export const TRAILER_MESSAGE =
  'trailerUrl must be a YouTube link (youtube.com/watch?v=…, youtu.be/… or youtube.com/embed/…) with an 11-character video id';

/** The watch URL the customer site's trailer player reads. */
export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/**
 * The video id of a trailer link in one of the video site's three forms — watch (`https://www.youtube.com/watch?v=ID`),
 * short (`https://youtu.be/ID`) and embed (`https://www.youtube.com/embed/ID`) — or undefined for anything else
 * (another site, another scheme, a malformed id).
 */
export function trailerVideoId(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (WATCH_HOSTS.has(host) && url.pathname === '/watch') id = url.searchParams.get('v');
  else if (WATCH_HOSTS.has(host) && url.pathname.startsWith('/embed/')) id = url.pathname.slice('/embed/'.length);
  if (host === 'youtu.be' && url.pathname.split('/').length > 2) return undefined;
  return id && VIDEO_ID.test(id) ? id : undefined;
}
