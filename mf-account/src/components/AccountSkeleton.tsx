import './accountSkeleton.css';

/**
 * What My Bookings shows under its heading while the bookings load, shaped like the list that replaces it so
 * nothing below jumps: `count` booking cards. The label is read out. The first paint the shell's server sends for
 * `/my-bookings` (`src/exposes/first-paint/myBookingsPaint.cjs`) draws the same boxes: change both together.
 */
export function AccountSkeleton({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite" className="rt-ac-skel">
      <span className="rt-visually-hidden">{label}</span>
      <div aria-hidden className="rt-ac-skel__body">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="rt-skeleton rt-ac-skel__card" />
        ))}
      </div>
    </div>
  );
}
