import { DESKTOP_MEDIA, injectStyles, MOBILE_MEDIA, tokens } from '@reeltime/shared-lib';

/** The site frame (layout, header, menus, footer) in plain CSS on the shared tokens: no MUI on first load. */
injectStyles(
  'shell',
  `
.rt-layout{display:flex;flex-direction:column;min-height:100vh}
.rt-skip{position:absolute;left:8px;top:-48px;z-index:${tokens.zIndex.header + 1};padding:8px 16px;border-radius:8px;background:var(--rt-color-primary);color:var(--rt-color-on-primary);text-decoration:none}
.rt-skip:focus{top:8px}
.rt-main{flex-grow:1;outline:none;min-height:calc(100vh - 60px)}
${DESKTOP_MEDIA}{.rt-main{min-height:calc(100vh - 68px)}}
.rt-page{padding-top:16px;padding-bottom:16px}
${DESKTOP_MEDIA}{.rt-page{padding-top:24px;padding-bottom:24px}}
.rt-header{position:sticky;top:0;z-index:${tokens.zIndex.header};border-bottom:1px solid transparent;background-image:linear-gradient(to bottom,rgba(11,11,18,0.9),rgba(11,11,18,0));transition:background-color 200ms ease,backdrop-filter 200ms ease,border-color 200ms ease}
.rt-header[data-scrolled="true"]{background-color:rgba(11,11,18,0.78);background-image:none;border-color:rgba(255,255,255,0.08);-webkit-backdrop-filter:blur(14px) saturate(140%);backdrop-filter:blur(14px) saturate(140%)}
.rt-header__bar{display:flex;align-items:center;gap:8px;min-height:60px;max-width:1440px;margin:0 auto;padding:0 16px}
${DESKTOP_MEDIA}{.rt-header__bar{gap:16px;min-height:68px;padding:0 24px}}
.rt-header__menu-btn{margin-left:-12px}
.rt-wordmark{font-size:22px;font-weight:900;letter-spacing:-0.02em;line-height:1;white-space:nowrap;text-decoration:none;color:var(--rt-color-text);border-radius:4px}
${DESKTOP_MEDIA}{.rt-wordmark{font-size:26px}}
.rt-wordmark__reel{color:var(--rt-color-primary)}
.rt-nav{display:flex;gap:4px;margin-left:16px}
@media (min-width:${tokens.breakpoints.md}px){.rt-nav{margin-left:32px}}
${MOBILE_MEDIA}{.rt-nav{display:none}}
.rt-nav__link{position:relative;color:var(--rt-color-text-secondary)}
.rt-nav__link:hover,.rt-nav__link.active{color:var(--rt-color-text)}
.rt-nav__link.active::after{content:"";position:absolute;left:12px;right:12px;bottom:2px;height:2px;border-radius:8px;background:var(--rt-color-primary)}
.rt-grow{flex-grow:1}
.rt-account{position:relative}
.rt-account__name{max-width:220px}
.rt-account__name span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.rt-account__loading{display:flex;align-items:center;gap:8px;color:var(--rt-color-text-secondary);font-size:0.875rem}
.rt-menu{position:absolute;right:0;top:calc(100% + 4px);min-width:200px;margin:0;padding:8px 0;list-style:none;background:var(--rt-color-surface);border-radius:var(--rt-radius);box-shadow:0 5px 5px -3px rgba(0,0,0,.2),0 8px 10px 1px rgba(0,0,0,.14),0 3px 14px 2px rgba(0,0,0,.12);z-index:${tokens.zIndex.modal}}
.rt-menu__item{display:flex;align-items:center;gap:12px;width:100%;padding:6px 16px;min-height:40px;border:0;background:none;color:var(--rt-color-text);font:inherit;font-size:1rem;text-align:left;text-decoration:none;cursor:pointer}
.rt-menu__item .rt-icon{width:20px;height:20px;color:var(--rt-color-text-secondary)}
.rt-menu__item:hover,.rt-menu__item:focus-visible{background:rgba(255,255,255,0.08);outline:none}
.rt-backdrop{position:fixed;inset:0;background:rgba(0,0,0,0.5);z-index:${tokens.zIndex.drawer}}
.rt-backdrop--center{display:flex;align-items:center;justify-content:center;z-index:${tokens.zIndex.modal}}
.rt-drawer{position:fixed;top:0;bottom:0;left:0;width:min(300px,85vw);display:flex;flex-direction:column;overflow-y:auto;overscroll-behavior:contain;background:var(--rt-color-paper);z-index:${tokens.zIndex.drawer + 1};overflow-y:auto;box-shadow:0 8px 10px -5px rgba(0,0,0,.2),0 16px 24px 2px rgba(0,0,0,.14);animation:rt-slide-in 225ms cubic-bezier(0,0,0.2,1)}
@keyframes rt-slide-in{from{transform:translateX(-100%)}to{transform:none}}
@media (prefers-reduced-motion:reduce){.rt-drawer{animation:none}}
.rt-drawer__top{display:flex;align-items:center;justify-content:space-between;padding:12px 16px}
.rt-divider{height:1px;margin:0;border:0;background:var(--rt-color-divider)}
.rt-drawer__links{list-style:none;margin:0;padding:8px 0}
.rt-drawer__link{display:block;padding:12px 16px;color:var(--rt-color-text);font-weight:600;text-decoration:none;border-right:3px solid transparent}
.rt-drawer__link:hover{background:rgba(255,255,255,0.08)}
.rt-drawer__link:focus-visible{outline:2px solid var(--rt-color-focus);outline-offset:-2px}
.rt-drawer__link.active{color:var(--rt-color-primary-text);background:rgba(225,29,72,0.12);border-right-color:var(--rt-color-primary)}
.rt-drawer__account{display:flex;flex-direction:column;gap:8px;margin-top:auto;padding:16px}
.rt-btn--error{color:var(--rt-color-error);border-color:rgba(239,68,68,0.5)}
.rt-footer{margin-top:64px;border-top:1px solid var(--rt-color-divider);background:var(--rt-color-footer)}
.rt-footer__inner{padding-top:40px;padding-bottom:40px}
${DESKTOP_MEDIA}{.rt-footer__inner{padding-top:56px;padding-bottom:56px}}
.rt-footer__grid{display:grid;gap:32px;grid-template-columns:1fr 1fr}
${DESKTOP_MEDIA}{.rt-footer__grid{grid-template-columns:repeat(3,1fr)}}
@media (min-width:${tokens.breakpoints.md}px){.rt-footer__grid{gap:40px}}
@media (min-width:${tokens.breakpoints.lg}px){.rt-footer__grid{grid-template-columns:1.6fr repeat(4,1fr) 1.4fr}}
.rt-footer__brand{grid-column:1/-1;display:flex;flex-direction:column;gap:16px}
@media (min-width:${tokens.breakpoints.lg}px){.rt-footer__brand{grid-column:auto}}
.rt-footer__contact{grid-column:1/-1}
${DESKTOP_MEDIA}{.rt-footer__contact{grid-column:auto}}
.rt-footer__about{margin:0;max-width:320px;font-size:0.875rem;line-height:1.43;color:var(--rt-color-text-secondary)}
.rt-footer__heading{margin:0 0 12px;font-size:0.875rem;font-weight:700;line-height:1.57;letter-spacing:0.04em}
.rt-footer__links{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.rt-footer__link{color:var(--rt-color-text-secondary);font-size:0.875rem;line-height:1.43;text-decoration:none}
.rt-footer__link:hover{color:var(--rt-color-text);text-decoration:underline}
.rt-footer__link:focus-visible,.rt-plain-link:focus-visible,.rt-wordmark:focus-visible{outline:2px solid var(--rt-color-focus);outline-offset:2px}
.rt-plain-link{color:inherit;text-decoration:none}
.rt-plain-link:hover{text-decoration:underline}
.rt-footer address{font-style:normal;display:flex;flex-direction:column;gap:10px}
.rt-contact-line{display:flex;gap:8px;align-items:flex-start;color:var(--rt-color-text-secondary);font-size:0.875rem;line-height:1.43}
.rt-contact-line .rt-icon{width:20px;height:20px;margin-top:0}
.rt-footer__bottom{display:flex;flex-direction:column;gap:16px;align-items:flex-start;justify-content:space-between}
${DESKTOP_MEDIA}{.rt-footer__bottom{flex-direction:row;align-items:center}}
.rt-footer__copy{margin:0;font-size:0.875rem;color:var(--rt-color-text-secondary)}
.rt-badges{display:flex;flex-wrap:wrap;gap:12px}
.rt-badge{display:inline-flex;align-items:center;gap:8px;min-width:140px;padding:6px 12px;border:1px solid rgba(255,255,255,0.25);border-radius:15px;background:#000;color:#fff;line-height:1.1}
.rt-badge__small{display:block;font-size:10px;opacity:0.8}
.rt-badge__big{display:block;font-size:16px;font-weight:700}
.rt-marks{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.rt-mark{min-width:52px;padding:4px 8px;border-radius:10px;font-size:13px;font-weight:800;text-align:center;color:#3c4043;background:#fff}
.rt-panel{display:flex;justify-content:center;padding:48px 16px}
${DESKTOP_MEDIA}{.rt-panel{padding:80px 16px}}
.rt-panel__box{width:100%;max-width:520px;padding:24px;text-align:center;display:flex;flex-direction:column;align-items:center;gap:16px}
${DESKTOP_MEDIA}{.rt-panel__box{padding:32px}}
.rt-panel__title{margin:0;font-size:1.5rem;font-weight:400;line-height:1.334}
.rt-panel__text{margin:0;color:var(--rt-color-text-secondary)}
.rt-dialog{position:relative;width:calc(100% - 64px);max-width:600px;max-height:calc(100% - 64px);overflow-y:auto;background:var(--rt-color-paper);border-radius:var(--rt-radius);box-shadow:0 11px 15px -7px rgba(0,0,0,.2),0 24px 38px 3px rgba(0,0,0,.14)}
.rt-dialog__close{position:absolute;top:8px;right:8px}
`,
);
