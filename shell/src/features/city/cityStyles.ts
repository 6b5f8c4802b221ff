import { DESKTOP_MEDIA, injectStyles } from '@reeltime/shared-lib';

/** The header's city button (fixed width: no shift when the name arrives), its suggestion chip and the picker. */
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
.rt-city-picker{max-width:420px;padding:24px}
.rt-city-picker__title{margin:0 40px 8px 0;font-size:1.25rem}
.rt-city-picker__hint{margin:0 0 16px;color:var(--rt-color-text-secondary);font-size:0.875rem}
.rt-city-picker__list{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.rt-city-picker__option{display:flex;width:100%;align-items:baseline;justify-content:space-between;gap:12px;min-height:48px;padding:10px 14px;border:1px solid var(--rt-color-outline);border-radius:var(--rt-radius);background:transparent;color:var(--rt-color-text);font:inherit;text-align:left;cursor:pointer}
.rt-city-picker__option:hover,.rt-city-picker__option:focus-visible{border-color:var(--rt-color-primary)}
.rt-city-picker__option[aria-current="true"]{border-color:var(--rt-color-primary);background:rgba(251,113,133,0.12)}
.rt-city-picker__name{font-weight:600}
.rt-city-picker__counts{color:var(--rt-color-text-secondary);font-size:0.8125rem}
`,
);
