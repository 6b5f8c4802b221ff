import {
  cinemaDateTime,
  formatDate,
  formatTime12h,
  openAuthModal,
  parseDate,
  weekdayShort,
} from '@reeltime/shared-lib';
import type { QueueStatus } from '../api/queueStatus';
import { QueueCountdown } from './QueueCountdown';
import './waitingRoom.css';

/** "about 3 minutes", "less than a minute". */
export function describeWait(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} hour${hours === 1 ? '' : 's'}${rest ? ` ${rest} min` : ''}`;
}

/**
 * `Fri, 18 Dec 2026 at 9:30 AM`: the on-sale moment as the cinema's clock reads it, wherever the customer is (the
 * API sends it with the cinema's offset, as it sends show times).
 */
export function onSaleTime(iso: string): string {
  const local = cinemaDateTime(iso);
  const day = parseDate(local?.date);
  if (!local || !day) return '';
  return `${weekdayShort(day)}, ${formatDate(local.date)} at ${formatTime12h(local.time)}`;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rt-bk-queue__stat">
      <dt className="rt-bk-queue__stat-label">{label}</dt>
      <dd className="rt-bk-queue__stat-value">{value}</dd>
    </div>
  );
}

/**
 * The queue in front of an on-sale show's seat map: sign in to join, the countdown to the on-sale moment, then the
 * place in line, the people ahead and the estimated wait, read out to screen readers as they change.
 */
export function WaitingRoom({ status, stale }: { status: QueueStatus; stale: boolean }) {
  const signedOut = status.state === 'NOT_JOINED';
  const waiting = status.state === 'WAITING' && status.position !== null;
  return (
    <section aria-labelledby="waiting-room-title" className="rt-bk-queue">
      <h2 id="waiting-room-title" className="rt-bk-queue__title">
        {signedOut ? 'Sign in to join the queue' : 'You’re in the queue'}
      </h2>
      {signedOut && (
        <>
          <p className="rt-bk-queue__text rt-bk-queue__text--gap-lg">
            Tickets for this show are sold through a queue so that everyone gets a fair turn. Sign in to take your
            place.
          </p>
          <button type="button" className="rt-btn rt-btn--contained rt-btn--lg" onClick={() => openAuthModal('login')}>
            Sign in to join the queue
          </button>
        </>
      )}
      {status.state === 'BEFORE_ON_SALE' && status.onSaleAt && (
        <>
          <p className="rt-bk-queue__text rt-bk-queue__text--gap">
            Sales open on {onSaleTime(status.onSaleAt)}. Everyone who joins before then gets a random place in line when
            sales open, so there is no need to hurry.
          </p>
          <p className="rt-bk-queue__note">Sales open in</p>
          <QueueCountdown until={status.onSaleAt} />
        </>
      )}
      {!signedOut && (
        <div aria-live="polite" aria-atomic="true">
          {waiting && (
            <dl className="rt-bk-queue__stats">
              <Stat label="Your place in line" value={String(status.position)} />
              <Stat label="People ahead of you" value={String(status.peopleAhead ?? 0)} />
              <Stat label="Estimated wait" value={describeWait(status.estimatedWaitSeconds ?? 0)} />
            </dl>
          )}
          {stale && (
            <p className="rt-bk-queue__text rt-bk-queue__text--warning">
              We couldn’t update your place just now. Trying again…
            </p>
          )}
        </div>
      )}
      {!signedOut && (
        <p className="rt-bk-queue__note rt-bk-queue__note--last">
          Keep this page open. When it’s your turn, seat selection opens by itself and you have 10 minutes to choose
          your seats and pay.
        </p>
      )}
    </section>
  );
}
