const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a watch, short (`youtu.be`, `/shorts/`) or embed link, if it is a valid 11-character id. */
export function trailerVideoId(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, value] = parsed.pathname.split('/');
    if (kind === 'watch') id = parsed.searchParams.get('v');
    else if (kind === 'embed' || kind === 'shorts' || kind === 'v') id = value ?? null;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** Embed form that autoplays and asks for 1080p; null when the link is not a usable trailer. */
export function trailerEmbedUrl(url: string | null | undefined): string | null {
  const id = trailerVideoId(url);
  return id ? `https://www.youtube.com/embed/${id}?autoplay=1&vq=hd1080&rel=0` : null;
}
