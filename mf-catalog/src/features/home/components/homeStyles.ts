import { DESKTOP_MEDIA, injectStyles, MOBILE_MEDIA, tokens } from '@reeltime/shared-lib';

const MD = `@media (min-width:${tokens.breakpoints.md}px)`;

/** Home page styles (hero, sections, welcome) in plain CSS on the shared tokens. */
injectStyles(
  'catalog-home',
  `
.rt-home{padding-bottom:48px;display:flex;flex-direction:column;gap:40px}
${MD}{.rt-home{gap:64px}}
.rt-hero{position:relative;overflow:hidden;border-radius:16px;background:var(--rt-color-paper);min-height:480px}
${MOBILE_MEDIA}{.rt-hero{border-radius:var(--rt-radius)}}
${MD}{.rt-hero{min-height:540px}}
.rt-slide{position:relative;min-height:480px;display:flex;align-items:flex-end;animation:rt-hero-fade 600ms ease}
${MD}{.rt-slide{min-height:540px}}
@keyframes rt-hero-fade{from{opacity:0.2}to{opacity:1}}
@media (prefers-reduced-motion:reduce){.rt-slide{animation:none}}
.rt-slide__backdrop{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;object-position:center 25%;filter:blur(2px) brightness(0.55);transform:scale(1.05)}
.rt-slide__shade{position:absolute;inset:0;background:linear-gradient(0deg,rgba(11,11,18,1) 0%,rgba(11,11,18,0.6) 45%,rgba(11,11,18,0.2) 100%),linear-gradient(90deg,rgba(11,11,18,0.9) 0%,rgba(11,11,18,0) 70%)}
.rt-slide__content{position:relative;width:100%;display:flex;align-items:flex-end;gap:32px;padding:32px 20px 56px}
${DESKTOP_MEDIA}{.rt-slide__content{padding:32px 64px 56px}}
${MD}{.rt-slide__content{padding-bottom:64px}}
.rt-slide__text{flex:1;min-width:0;max-width:640px;display:flex;flex-direction:column;gap:12px}
.rt-slide__overline{margin:0;color:var(--rt-color-secondary);font-size:0.75rem;font-weight:700;letter-spacing:2px;line-height:2.66;text-transform:uppercase}
.rt-slide__title{margin:0;font-size:2rem;font-weight:${tokens.font.headingWeight};line-height:1.05}
${DESKTOP_MEDIA}{.rt-slide__title{font-size:2.75rem}}
${MD}{.rt-slide__title{font-size:3.5rem}}
.rt-slide__facts{margin:0;font-weight:600;color:var(--rt-color-text-secondary)}
.rt-slide__genres{display:flex;flex-wrap:wrap;gap:8px}
.rt-slide__genres .rt-chip{border-color:rgba(255,255,255,0.4)}
.rt-slide__desc{margin:0;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden;color:#e0e0e0}
.rt-slide__actions{display:flex;gap:12px;padding-top:8px;flex-wrap:wrap}
.rt-slide__poster{display:none;width:220px;aspect-ratio:2/3;object-fit:cover;border-radius:20px;box-shadow:0 8px 10px -5px rgba(0,0,0,.2),0 16px 24px 2px rgba(0,0,0,.14),0 6px 30px 5px rgba(0,0,0,.12)}
${MD}{.rt-slide__poster{display:block}}
.rt-hero__arrow{position:absolute;top:50%;transform:translateY(-50%);z-index:2;background:rgba(0,0,0,0.45)}
.rt-hero__arrow:hover{background:rgba(0,0,0,0.7)}
.rt-hero__arrow .rt-icon{width:35px;height:35px}
${MOBILE_MEDIA}{.rt-hero__arrow{display:none}}
.rt-hero__dots{position:absolute;bottom:20px;left:0;right:0;z-index:2;display:flex;justify-content:center;gap:8px}
.rt-hero__dot{width:10px;height:10px;padding:0;border:0;border-radius:5px;cursor:pointer;background:rgba(255,255,255,0.45);transition:width 200ms ease,background-color 200ms ease}
.rt-hero__dot[aria-current="true"]{width:28px;background:var(--rt-color-primary)}
.rt-hero__dot:focus-visible{outline:2px solid var(--rt-color-focus);outline-offset:2px}
.rt-hero__progress{position:absolute;left:0;right:0;bottom:0;height:3px;overflow:hidden;background:rgba(255,255,255,0.12)}
.rt-hero__progress-bar{height:100%;background:var(--rt-color-primary);transform-origin:left;transition:transform 100ms linear}
.rt-hero--skeleton .rt-slide__content{flex-direction:column;align-items:flex-start;gap:12px}
.rt-section{display:flex;flex-direction:column;gap:20px}
.rt-section__head{display:flex;align-items:center;justify-content:space-between;gap:16px}
.rt-section__title{margin:0;font-size:1.5rem;font-weight:700;line-height:1.235}
${MD}{.rt-section__title{font-size:2rem}}
.rt-welcome{display:flex;flex-direction:column;align-items:center;gap:24px;text-align:center}
.rt-welcome__intro{max-width:640px;display:flex;flex-direction:column;gap:8px}
.rt-welcome__intro p{margin:0}
.rt-welcome__list{list-style:none;margin:0;padding:0;width:100%;display:grid;gap:16px;grid-template-columns:1fr}
${DESKTOP_MEDIA}{.rt-welcome__list{grid-template-columns:repeat(3,1fr)}}
.rt-welcome__item{padding:24px;text-align:center}
.rt-welcome__item h3{margin:8px 0 0;font-size:1.25rem;font-weight:500;line-height:1.6}
.rt-welcome__item p{margin:0}
.rt-welcome__item .rt-icon{color:var(--rt-color-primary);width:35px;height:35px}
`,
);
