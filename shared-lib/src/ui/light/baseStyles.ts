import { DESKTOP_MEDIA, MOBILE_MEDIA, tokens } from '../tokens/tokens';
import { cssVariables } from '../tokens/cssVariables';
import { injectStyles } from './injectStyles';

/**
 * The page baseline and the light primitives (buttons, chips, spinner, skeleton, container),
 * drawn with the same tokens and metrics as the MUI theme so both kinds of page look alike.
 */
const css = `
:root{${cssVariables()}color-scheme:dark}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;-webkit-text-size-adjust:100%}
body{margin:0;background:var(--rt-color-background);color:var(--rt-color-text);font-family:var(--rt-font);font-size:1rem;line-height:1.5;letter-spacing:0.00938em}
strong,b{font-weight:700}
.rt-visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;margin:-1px;padding:0;border:0}
.rt-container{width:100%;max-width:var(--rt-content-max);margin:0 auto;padding-left:16px;padding-right:16px}
${DESKTOP_MEDIA}{.rt-container{padding-left:24px;padding-right:24px}}
.rt-text-secondary{color:var(--rt-color-text-secondary)}
.rt-icon{flex-shrink:0;display:inline-block}
.rt-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-width:64px;padding:6px 16px;border:1px solid transparent;border-radius:var(--rt-radius);background:transparent;color:var(--rt-color-primary-text);font:inherit;font-size:0.875rem;font-weight:${tokens.font.buttonWeight};line-height:1.75;letter-spacing:0.02857em;text-decoration:none;white-space:nowrap;cursor:pointer;transition:background-color 250ms,border-color 250ms,color 250ms;-webkit-tap-highlight-color:transparent}
.rt-btn .rt-icon{width:20px;height:20px}
.rt-btn:hover{background:rgba(225,29,72,0.08)}
:where(a,button,input,select,textarea,summary,[role=button],[role=tab],[role=gridcell],[tabindex]:not([tabindex="-1"])):focus-visible{outline:2px solid var(--rt-color-focus);outline-offset:2px}
.rt-btn:focus-visible,.rt-icon-btn:focus-visible,.rt-focus:focus-visible{outline:2px solid var(--rt-color-focus);outline-offset:2px}
.rt-btn:disabled{opacity:0.5;cursor:default}
.rt-btn--contained{background:var(--rt-color-primary);color:var(--rt-color-on-primary)}
.rt-btn--contained:hover{background:var(--rt-color-primary-hover)}
.rt-btn--outlined{border-color:rgba(251,113,133,0.6)}
.rt-btn--outlined:hover{border-color:var(--rt-color-primary)}
.rt-btn--inherit{color:inherit}
.rt-btn--outlined.rt-btn--inherit{border-color:var(--rt-color-outline)}
.rt-btn--inherit:hover{background:rgba(255,255,255,0.08)}
.rt-btn--outlined.rt-btn--inherit:hover{border-color:var(--rt-color-text)}
.rt-btn--lg{padding:8px 22px;font-size:0.9375rem}
.rt-btn--sm{padding:4px 10px;font-size:0.8125rem}
.rt-btn--block{width:100%}
.rt-icon-btn{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;padding:8px;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer;transition:background-color 150ms;-webkit-tap-highlight-color:transparent}
.rt-icon-btn:hover{background:rgba(255,255,255,0.08)}
.rt-icon-btn:disabled{cursor:default;opacity:0.6}
.rt-icon-btn--sm{padding:5px}
.rt-icon-btn--sm .rt-icon{width:20px;height:20px}
.rt-chip{display:inline-flex;align-items:center;height:24px;padding:0 8px;border:1px solid var(--rt-color-outline);border-radius:16px;font-size:0.8125rem;line-height:1;white-space:nowrap;color:var(--rt-color-text)}
.rt-spinner{display:inline-block;width:40px;height:40px;border:3.6px solid currentColor;border-right-color:transparent;border-radius:50%;color:var(--rt-color-primary);animation:rt-spin 800ms linear infinite}
.rt-spinner--sm{width:16px;height:16px;border-width:2px;color:inherit}
.rt-spinner--md{width:20px;height:20px;border-width:2px;color:inherit}
@keyframes rt-spin{to{transform:rotate(360deg)}}
.rt-skeleton{background:var(--rt-color-skeleton);border-radius:4px;animation:rt-pulse 1.5s ease-in-out 0.5s infinite}
@keyframes rt-pulse{50%{opacity:0.4}}
@media (prefers-reduced-motion:reduce){.rt-skeleton,.rt-spinner{animation-duration:3s}}
.rt-state{display:flex;flex-direction:column;align-items:center;gap:16px;padding:80px 16px;text-align:center}
.rt-state__title{margin:0;font-size:1.5rem;font-weight:400;line-height:1.334}
.rt-state__message{margin:0;color:var(--rt-color-text-secondary)}
.rt-state__icon{width:48px;height:48px}
.rt-paper{background:var(--rt-color-paper);border:1px solid var(--rt-color-divider);border-radius:var(--rt-radius)}
${MOBILE_MEDIA}{.rt-hide-mobile{display:none!important}}
${DESKTOP_MEDIA}{.rt-hide-desktop{display:none!important}}
`;

export function injectBaseStyles(): void {
  injectStyles('base', css);
}

injectBaseStyles();
