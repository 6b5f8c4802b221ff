import { injectStyles, tokens } from '@reeltime/shared-lib';

const MD = `@media (min-width:${tokens.breakpoints.md}px)`;

/**
 * Filters and the now showing / coming soon sections. Fixed heights (each filter row one line that scrolls sideways,
 * one-line section titles), so nothing below moves when the counts and films arrive, and the HTML's first paint of
 * All Movies can place the first poster where the page will (build-config/first-paint.js).
 */
injectStyles(
  'catalog-browse',
  `
.rt-filters{display:grid;gap:8px;margin:0 0 16px}
.rt-filters__row{display:flex;align-items:center;gap:8px;height:40px;min-width:0}
.rt-filters__label{flex:none;width:72px;font-size:0.8125rem;font-weight:600;color:var(--rt-color-text-secondary)}
.rt-filters__chips{display:flex;align-items:center;gap:8px;flex:1;min-width:0;height:40px;overflow-x:auto;overflow-y:hidden;scrollbar-width:thin;padding:0 2px}
.rt-filter-chip{flex:none;height:32px;padding:0 12px;border:1px solid var(--rt-color-outline);border-radius:16px;background:transparent;color:var(--rt-color-text);font:inherit;font-size:0.8125rem;white-space:nowrap;cursor:pointer}
.rt-filter-chip:hover:not(:disabled){border-color:var(--rt-color-primary)}
.rt-filter-chip[aria-pressed="true"]{background:var(--rt-color-primary);border-color:var(--rt-color-primary);color:var(--rt-color-on-primary)}
.rt-filter-chip:disabled{opacity:0.5;cursor:default}
.rt-filter-chip__count{font-variant-numeric:tabular-nums}
.rt-browse-section{margin:0 0 24px}
${MD}{.rt-browse-section{margin-bottom:32px}}
.rt-browse-section__title{margin:0 0 12px;font-size:1.25rem;font-weight:600;line-height:32px;height:32px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.rt-browse-section__note{margin:0;color:var(--rt-color-text-secondary)}
`,
);
