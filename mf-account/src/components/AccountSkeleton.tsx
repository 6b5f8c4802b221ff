import './accountSkeleton.css';

/**
 * What an account page shows while it loads, shaped like what replaces it so nothing below jumps: the profile
 * (initial, name, two panels) or a list of booking cards. The label is read out.
 */
export function AccountSkeleton({
  label,
  shape,
  count = 4,
}: {
  label: string;
  shape: 'profile' | 'list';
  count?: number;
}) {
  return (
    <div role="status" aria-live="polite" className={`rt-ac-skel rt-ac-skel--${shape}`}>
      <span className="rt-visually-hidden">{label}</span>
      <div aria-hidden className="rt-ac-skel__body">
        {shape === 'list' &&
          Array.from({ length: count }, (_, index) => <div key={index} className="rt-skeleton rt-ac-skel__card" />)}
        {shape === 'profile' && (
          <>
            <div className="rt-ac-skel__hero">
              <div className="rt-skeleton rt-ac-skel__avatar" />
              <div className="rt-ac-skel__facts">
                <div className="rt-skeleton rt-ac-skel__title" />
                <div className="rt-skeleton rt-ac-skel__line" />
              </div>
            </div>
            <div className="rt-skeleton rt-ac-skel__card rt-ac-skel__card--tall" />
            <div className="rt-skeleton rt-ac-skel__card" />
          </>
        )}
      </div>
    </div>
  );
}
