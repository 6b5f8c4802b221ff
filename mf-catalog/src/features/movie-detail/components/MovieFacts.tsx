import { formatDate, formatDuration, type Movie } from '@reeltime/shared-lib';

export function firstGenre(genre: string | null | undefined): string {
  return genre?.split(',')[0]?.trim() ?? '';
}

/** Release date, first genre, duration, language and certification as a definition list. */
export function MovieFacts({ movie }: { movie: Movie }) {
  const facts = [
    ['Release date', formatDate(movie.releaseDate) || 'To be announced'],
    ['Genre', firstGenre(movie.genre) || 'N/A'],
    ['Duration', formatDuration(movie.duration) || 'N/A'],
    ['Language', movie.language || 'N/A'],
    ['Certification', movie.certification || 'Not Rated'],
  ];
  return (
    <dl className="rt-movie-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
