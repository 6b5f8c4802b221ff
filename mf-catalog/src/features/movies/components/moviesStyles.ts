import { injectStyles, tokens } from '@reeltime/shared-lib';

const MD = `@media (min-width:${tokens.breakpoints.md}px)`;

/** The All Movies page in plain CSS on the shared tokens. */
injectStyles(
  'catalog-movies',
  `
.rt-movies{padding:16px 0}
${MD}{.rt-movies{padding:32px 0}}
.rt-movies__head{display:flex;align-items:baseline;justify-content:space-between;gap:16px;margin-bottom:16px}
${MD}{.rt-movies__head{margin-bottom:24px}}
.rt-movies__title{margin:0;font-size:1.75rem;font-weight:700;line-height:1.235}
${MD}{.rt-movies__title{font-size:2.25rem}}
.rt-movies__count{margin:0;font-size:0.875rem;color:var(--rt-color-text-secondary)}
`,
);
