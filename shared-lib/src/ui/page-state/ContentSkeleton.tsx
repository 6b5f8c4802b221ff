import './contentSkeleton.css';

/**
 * What a MUI page shows while it loads: placeholders shaped like the content that replaces them, so
 * nothing below jumps when it arrives: a movie page (poster and facts), a list of cards (bookings), a
 * profile. The label is read out. In the `./mui` entry, so its bytes never load on Home.
 */
export type SkeletonShape = 'detail' | 'list' | 'profile';

export function ContentSkeleton({ label, shape, count = 4 }: { label: string; shape: SkeletonShape; count?: number }) {
  return (
    <div role="status" aria-live="polite" className={`rt-skel rt-skel--${shape}`}>
      <span className="rt-visually-hidden">{label}</span>
      <div aria-hidden className="rt-skel__body">
        {shape === 'detail' && <DetailSkeleton />}
        {shape === 'list' &&
          Array.from({ length: count }, (_, index) => <div key={index} className="rt-skeleton rt-skel__card" />)}
        {shape === 'profile' && <ProfileSkeleton />}
      </div>
    </div>
  );
}

function Lines({ widths }: { widths: string[] }) {
  return (
    <>
      {widths.map((width, index) => (
        <div key={index} className="rt-skeleton rt-skel__line" style={{ width }} />
      ))}
    </>
  );
}

function DetailSkeleton() {
  return (
    <>
      <div className="rt-skel__hero">
        <div className="rt-skeleton rt-skel__poster" />
        <div className="rt-skel__facts">
          <div className="rt-skeleton rt-skel__title" />
          <Lines widths={['60%', '90%', '80%', '40%']} />
        </div>
      </div>
      <div className="rt-skel__row">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="rt-skeleton rt-skel__chip" />
        ))}
      </div>
      <div className="rt-skeleton rt-skel__card" />
    </>
  );
}

function ProfileSkeleton() {
  return (
    <>
      <div className="rt-skel__hero">
        <div className="rt-skeleton rt-skel__avatar" />
        <div className="rt-skel__facts">
          <div className="rt-skeleton rt-skel__title" />
          <Lines widths={['50%']} />
        </div>
      </div>
      <div className="rt-skeleton rt-skel__card rt-skel__card--tall" />
      <div className="rt-skeleton rt-skel__card" />
    </>
  );
}
