import { injectStyles } from '@reeltime/shared-lib';

/** The city picker dialog (loaded with it). */
injectStyles(
  'shell-city-picker',
  `
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
