import { formatRupees } from '@reeltime/shared-lib';
import { cinemaName, showTimeLabels, type ConfirmedBooking } from '../confirmedBooking';

/** `#ReelTime #MovieNight #MonsoonHeist`: the title as a tag, letters and digits only. */
function hashtags(title: string): string {
  const titleTag = title
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
  return ['#ReelTime', '#MovieNight', titleTag && `#${titleTag}`].filter(Boolean).join(' ');
}

/** The share text: title, date dd-mm-yy, time, cinema, seats, total in ₹, hashtags (and the booking reference when there is one). */
export function bookingShareText(booking: ConfirmedBooking): string {
  const { shortDate, time } = showTimeLabels(booking);
  return [
    `🎬 I'm watching ${booking.movie.title}!`,
    `📅 Date: ${shortDate}`,
    `⏰ Time: ${time}`,
    `📍 Cinema: ${cinemaName(booking)}`,
    `💺 Seats: ${booking.seats.join(', ')}`,
    `💰 Total: ${formatRupees(booking.totalAmount)}`,
    ...(booking.reference ? [`🎟️ Booking ref: ${booking.reference}`] : []),
    '',
    hashtags(booking.movie.title),
  ].join('\n');
}

export type ShareNetwork = 'WhatsApp' | 'Facebook' | 'Twitter' | 'Telegram';

/** Share links that open in a new tab; `siteUrl` is where friends can book too. */
export function bookingShareLinks(text: string, siteUrl: string): { network: ShareNetwork; href: string }[] {
  const t = encodeURIComponent(text);
  const u = encodeURIComponent(siteUrl);
  return [
    { network: 'WhatsApp', href: `https://wa.me/?text=${t}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}` },
    { network: 'Twitter', href: `https://twitter.com/intent/tweet?text=${t}` },
    { network: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
  ];
}
