import type { SeatTier, ShowFormat } from '../schema.js';
import type { SeedMovie } from './movies.js';
import { cityLanguages } from './theaters.js';

/** What a premium format adds to each tier's price of the screen, in paise: 3D glasses, the IMAX and 4DX auditoriums. */
export const FORMAT_PREMIUM_PAISE: Record<ShowFormat, number> = { '2D': 0, '3D': 6_000, IMAX: 15_000, '4DX': 20_000 };

export interface ShowVersion {
  format: ShowFormat;
  audioLanguage: string | null;
  subtitles: string | null;
}

export interface ShowPlace {
  /** The cinema's city. */
  city: string;
  /** The premium formats the screen is built for. */
  screenFormats: readonly Exclude<ShowFormat, '2D'>[];
  /** Counts the shows of a cinema's day: even turns play a film in its own language, odd ones a dub, in rotation. */
  turn: number;
}

/**
 * The version of a film a demo show plays, the way a multiplex chain programmes it: a premium screen shows a film
 * released in its format in that format (else 2D); a film dubbed into languages of the cinema's city plays every
 * other show in its own language and the others in those dubs, in rotation; a show in a language neither English nor
 * the city's carries English subtitles.
 */
export function showVersion(
  movie: Pick<SeedMovie, 'languages' | 'premiumFormats' | 'dubbedInto'>,
  place: ShowPlace,
): ShowVersion {
  const format = place.screenFormats.find((candidate) => movie.premiumFormats?.includes(candidate)) ?? '2D';
  const original = movie.languages[0] ?? null;
  const spoken = cityLanguages[place.city] ?? [];
  const dubs = spoken.filter((language) => movie.dubbedInto?.includes(language));
  const audioLanguage =
    place.turn % 2 === 0 || dubs.length === 0 ? original : dubs[Math.floor(place.turn / 2) % dubs.length];
  const subtitled = audioLanguage !== null && audioLanguage !== 'English' && !spoken.includes(audioLanguage);
  return { format, audioLanguage, subtitles: subtitled ? 'English' : null };
}

/** A show's price for each tier: the screen's own price plus the premium of the show's format. */
export function showTierPrices(screenTiers: readonly { tier: SeatTier; price_paise: number }[], format: ShowFormat) {
  return screenTiers.map(({ tier, price_paise }) => ({
    tier,
    price_paise: price_paise + FORMAT_PREMIUM_PAISE[format],
  }));
}
