import type { MovieRow } from '../../db/schema.js';

const WIDTH = 400;
const HEIGHT = 600;
/**
 * The poster's top band, kept free of text: a movie card lays its rating badge (top left) and favourite
 * button (top right) over it, about 42 px of a card 160 px wide, so text there would be hidden.
 */
const BADGE_BAND = 106;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Greedy word wrap into at most `maxLines` lines of roughly `maxChars` characters. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
  }
  return lines;
}

function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** A deterministic pseudo-random sequence per movie, so each poster has its own light pattern. */
function sequence(seed: number): () => number {
  let state = (seed * 2654435761) % 4294967296;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** Poster art generated from the movie itself: nothing is fetched from the internet. */
export function renderPoster(movie: MovieRow): string {
  const [from, to, accent] = movie.poster_colors;
  const titleLines = wrap(movie.title.toUpperCase(), 13, 4);
  const titleSize = titleLines.some((line) => line.length > 10) ? 40 : 48;
  const titleTop = 330 - (titleLines.length - 1) * titleSize * 0.55;
  const random = sequence(movie.id);
  const lights = Array.from({ length: 14 }, () => {
    const x = Math.round(random() * WIDTH);
    const y = Math.round(random() * 260);
    const r = Math.round(8 + random() * 46);
    const opacity = (0.05 + random() * 0.2).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" opacity="${opacity}"/>`;
  }).join('');
  const meta = [movie.certification, movie.languages.join(', '), formatDuration(movie.duration_minutes)]
    .filter(Boolean)
    .join('  •  ');
  const genres = movie.genres.join(' · ');

  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(movie.title)} poster">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.28" r="0.6">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.45" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.75"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  ${lights}
  <path d="M0 ${HEIGHT * 0.62} Q ${WIDTH * 0.3} ${HEIGHT * 0.5} ${WIDTH * 0.55} ${HEIGHT * 0.6} T ${WIDTH} ${HEIGHT * 0.56} V ${HEIGHT} H 0 Z" fill="${to}" opacity="0.6"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#fade)"/>
  <text x="200" y="${BADGE_BAND + 22}" text-anchor="middle" fill="#ffffff" opacity="0.8" font-family="Helvetica, Arial, sans-serif" font-size="14" letter-spacing="6">REELTIME PRESENTS</text>
  <g font-family="Georgia, 'Times New Roman', serif" font-weight="700" fill="#ffffff" text-anchor="middle">
    ${titleLines.map((line, index) => `<text x="200" y="${Math.round(titleTop + index * titleSize * 1.1)}" font-size="${titleSize}">${escapeXml(line)}</text>`).join('\n    ')}
  </g>
  <rect x="150" y="${Math.round(titleTop + titleLines.length * titleSize * 1.1 - 18)}" width="100" height="3" fill="${accent}"/>
  <text x="200" y="${Math.round(titleTop + titleLines.length * titleSize * 1.1 + 20)}" text-anchor="middle" fill="${accent}" font-family="Helvetica, Arial, sans-serif" font-size="17" letter-spacing="1">${escapeXml(genres)}</text>
  <text x="200" y="560" text-anchor="middle" fill="#ffffff" opacity="0.85" font-family="Helvetica, Arial, sans-serif" font-size="15">${escapeXml(meta)}</text>
  ${movie.release_date ? `<text x="200" y="582" text-anchor="middle" fill="#ffffff" opacity="0.6" font-family="Helvetica, Arial, sans-serif" font-size="12" letter-spacing="3">IN CINEMAS ${escapeXml(movie.release_date)}</text>` : ''}
</svg>
`;
}
