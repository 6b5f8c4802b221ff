import '../light/baseStyles';
import { injectStyles } from '../light/injectStyles';
import { DESKTOP_MEDIA } from '../tokens/tokens';

injectStyles(
  'content-skeleton',
  `
.rt-skel__body{display:flex;flex-direction:column;gap:16px}
.rt-skel__hero{display:grid;grid-template-columns:110px 1fr;gap:16px;align-items:start}
${DESKTOP_MEDIA}{.rt-skel__hero{grid-template-columns:200px 1fr}}
@media (min-width:960px){.rt-skel__hero{grid-template-columns:260px 1fr;gap:32px}}
.rt-skel__poster{aspect-ratio:2/3;border-radius:8px}
.rt-skel__facts{display:flex;flex-direction:column;gap:10px;padding-top:8px}
.rt-skel__title{height:2.25rem;width:70%}
.rt-skel__line{height:1rem}
.rt-skel__row{display:flex;gap:12px;overflow:hidden}
.rt-skel__chip{flex:0 0 72px;height:76px;border-radius:8px}
.rt-skel__card{height:180px;border-radius:var(--rt-radius)}
.rt-skel__card--tall{height:320px}
.rt-skel__avatar{width:72px;height:72px;border-radius:50%}
.rt-skel--profile .rt-skel__hero{grid-template-columns:72px 1fr}
${DESKTOP_MEDIA}{.rt-skel--list .rt-skel__body{display:grid;grid-template-columns:repeat(2,minmax(0,1fr))}}
`,
);

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
        {shape === 'list' && Array.from({ length: count }, (_, index) => <div key={index} className="rt-skeleton rt-skel__card" />)}
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

