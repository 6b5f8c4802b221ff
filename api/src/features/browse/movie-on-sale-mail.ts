import type { AppContext } from '../../app-context.js';
import type { ComposedMail } from '../notifications/mail-queue.js';
import { mailDate, mailTime } from '../notifications/booking-mail.js';

export interface FirstShow {
  title: string;
  movieId: number;
  city: string;
  cinema: string;
  showDate: string;
  startTime: string;
}

export function movieOnSaleSubject(show: FirstShow): string {
  return `Now booking in ${show.city}: ${show.title}`;
}

/** Plain text with nothing a customer wrote in it: the film, the city, its first show and where to book. */
export function movieOnSaleText(show: FirstShow, siteUrl: string): string {
  return [
    'Hello,',
    '',
    `You asked us to tell you when ${show.title} goes on sale in ${show.city}. Tickets are on sale now.`,
    '',
    `First show: ${show.cinema}, ${mailDate(show.showDate)} at ${mailTime(show.startTime)} (cinema time)`,
    `Book your seats: ${siteUrl}/movies/${show.movieId}`,
    '',
    'ReelTime',
  ].join('\n');
}

/**
 * The "now booking" mail of a "Notify me" alert, written when it is sent: the film's first live show in the city at
 * that moment. Null (nothing to send) when the account is gone or no show is on sale there any more.
 */
export async function composeMovieOnSaleMail(ctx: AppContext, alertId: number): Promise<ComposedMail | null> {
  const first = await ctx.db
    .selectFrom('movie_alerts')
    .innerJoin('users', 'users.id', 'movie_alerts.user_id')
    .innerJoin('movies', 'movies.id', 'movie_alerts.movie_id')
    .innerJoin('shows', 'shows.movie_id', 'movie_alerts.movie_id')
    .innerJoin('theaters', (join) => join.onRef('theaters.id', '=', 'shows.theater_id'))
    .select([
      'movie_alerts.user_id',
      'movie_alerts.city',
      'users.email',
      'movies.id as movie_id',
      'movies.title',
      'theaters.name as cinema',
      'shows.show_date',
      'shows.start_time',
    ])
    .where('movie_alerts.id', '=', alertId)
    .whereRef('theaters.city', '=', 'movie_alerts.city')
    .where('shows.starts_at', '>', ctx.now())
    .where('shows.cancelled_at', 'is', null)
    .orderBy('shows.starts_at')
    .orderBy('theaters.name')
    .limit(1)
    .executeTakeFirst();
  if (!first) return null;
  const show: FirstShow = {
    title: first.title,
    movieId: first.movie_id,
    city: first.city,
    cinema: first.cinema,
    showDate: first.show_date,
    startTime: first.start_time,
  };
  return {
    message: {
      to: first.email,
      channel: 'email',
      subject: movieOnSaleSubject(show),
      text: movieOnSaleText(show, ctx.config.siteUrl),
    },
    accountId: first.user_id,
  };
}
