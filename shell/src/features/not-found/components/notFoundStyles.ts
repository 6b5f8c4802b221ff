import { DESKTOP_MEDIA, injectStyles, tokens } from '@reeltime/shared-lib';

injectStyles(
  'not-found',
  `
.rt-not-found{max-width:600px;margin:0 auto;padding:64px 16px;text-align:center}
${DESKTOP_MEDIA}{.rt-not-found{padding:96px 24px}}
.rt-not-found__code{margin:0;font-size:96px;font-weight:900;line-height:1;background:linear-gradient(135deg,#e11d48,#f59e0b);-webkit-background-clip:text;background-clip:text;color:transparent}
${DESKTOP_MEDIA}{.rt-not-found__code{font-size:140px}}
.rt-not-found__title{margin:16px 0 0;font-size:2.125rem;font-weight:${tokens.font.headingWeight};line-height:1.235}
.rt-not-found__text{margin:12px 0 0;color:var(--rt-color-text-secondary)}
.rt-not-found__actions{display:flex;flex-direction:column;gap:12px;margin-top:32px;justify-content:center}
${DESKTOP_MEDIA}{.rt-not-found__actions{flex-direction:row}}
.rt-not-found__link{color:var(--rt-color-primary-text);border-radius:2px}
.rt-not-found__help{margin:32px 0 0;font-size:0.875rem;color:var(--rt-color-text-secondary)}
`,
);
