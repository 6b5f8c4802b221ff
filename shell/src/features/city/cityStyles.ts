import { DESKTOP_MEDIA, injectStyles } from '@reeltime/shared-lib';

/** The header's city button (fixed width: no shift when the name arrives) and its suggestion chip. */
injectStyles(
  'shell-city',
  `
.rt-city{position:relative;flex:none}
.rt-city__button{width:7.5rem;min-width:0;padding:6px 8px;justify-content:flex-start;gap:4px}
${DESKTOP_MEDIA}{.rt-city__button{width:9.5rem}}
.rt-city__name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.rt-city__chip{position:absolute;top:calc(100% + 6px);right:0;display:flex;align-items:center;gap:4px;padding:4px 4px 4px 12px;border-radius:16px;background:var(--rt-color-paper);border:1px solid var(--rt-color-outline);font-size:0.8125rem;white-space:nowrap;box-shadow:0 4px 12px rgba(0,0,0,.3)}
.rt-city__chip-action{padding:4px;border:0;background:none;color:var(--rt-color-primary-text);font:inherit;text-decoration:underline;cursor:pointer}
.rt-city__chip-close{width:28px;height:28px;padding:4px}
`,
);
