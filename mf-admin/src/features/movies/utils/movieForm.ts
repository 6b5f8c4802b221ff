import { trailerVideoId } from '@reeltime/shared-lib';
import { CERTIFICATIONS, type AdminMovie, type Certification } from '../api/getAdminMovies';
import type { MovieInput } from '../api/saveMovie';

export const RUNTIME_MAX_MINUTES = 600;
/** What the release date field holds while its text is not a whole date. */
export const INVALID_DATE = 'invalid';

export interface CastRow {
  name: string;
  role: string;
}
export interface CrewRow {
  name: string;
  job: string;
}

/** The form as typed: text fields as text, so a half-typed runtime can be shown and corrected. */
export interface MovieFormValues {
  title: string;
  description: string;
  languages: string[];
  genres: string[];
  certification: Certification | '';
  runtime: string;
  /** yyyy-mm-dd, '' for none, or INVALID_DATE */
  releaseDate: string;
  cast: CastRow[];
  crew: CrewRow[];
  trailerUrl: string;
}

export type MovieFormErrors = Partial<Record<'title' | 'runtime' | 'releaseDate' | 'trailerUrl', string>>;

export function formValuesOf(movie?: AdminMovie): MovieFormValues {
  return {
    title: movie?.title ?? '',
    description: movie?.description ?? '',
    languages: movie?.languages ?? [],
    genres: movie?.genres ?? [],
    certification: CERTIFICATIONS.find((known) => known === movie?.certification) ?? '',
    runtime: movie ? String(movie.runtimeMinutes) : '',
    releaseDate: movie?.releaseDate ?? '',
    cast: movie?.cast.map((member) => ({ ...member })) ?? [],
    crew: movie?.crew.map((member) => ({ ...member })) ?? [],
    trailerUrl: movie?.trailerUrl ?? '',
  };
}

export const TRAILER_HINT = 'A YouTube link: youtube.com/watch?v=…, youtu.be/… or youtube.com/embed/…';

export function trailerError(url: string): string | undefined {
  if (!url.trim() || trailerVideoId(url)) return undefined;
  return 'Enter a YouTube watch, short (youtu.be) or embed link with an 11-character video id';
}

/** What must be fixed before the form is sent (the API checks everything again). */
export function validateMovieForm(values: MovieFormValues): MovieFormErrors {
  const errors: MovieFormErrors = {};
  if (!values.title.trim()) errors.title = 'Enter the title';
  const runtime = Number(values.runtime);
  if (!/^\d+$/.test(values.runtime.trim()) || runtime < 1 || runtime > RUNTIME_MAX_MINUTES) {
    errors.runtime = `Enter the running time in whole minutes, 1 to ${RUNTIME_MAX_MINUTES}`;
  }
  if (values.releaseDate === INVALID_DATE) errors.releaseDate = 'Enter a whole date, or clear the field';
  const trailer = trailerError(values.trailerUrl);
  if (trailer) errors.trailerUrl = trailer;
  return errors;
}

/** The body to send; cast and crew rows left without a name are dropped. */
export function toMovieInput(values: MovieFormValues): MovieInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    languages: values.languages,
    genres: values.genres,
    certification: values.certification || null,
    runtimeMinutes: Number(values.runtime),
    releaseDate: values.releaseDate || null,
    cast: values.cast
      .filter((member) => member.name.trim())
      .map((member) => ({ name: member.name.trim(), role: member.role.trim() })),
    crew: values.crew
      .filter((member) => member.name.trim())
      .map((member) => ({ name: member.name.trim(), job: member.job.trim() })),
    trailerUrl: values.trailerUrl.trim() || null,
  };
}
