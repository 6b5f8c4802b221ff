import { DESKTOP_MEDIA, injectStyles, tokens } from '@reeltime/shared-lib';

/** The long-form pages (legal, help, company, site map) and the 404 page in plain CSS on the shared tokens: no MUI. */
injectStyles(
  'legal',
  `
.rt-legal{max-width:900px;margin:0 auto;padding:32px 16px}
${DESKTOP_MEDIA}{.rt-legal{padding:48px 24px}}
.rt-legal--wide{max-width:1000px}
.rt-legal__title{margin:0;font-size:30px;font-weight:${tokens.font.headingWeight};line-height:1.2}
${DESKTOP_MEDIA}{.rt-legal__title{font-size:40px}}
.rt-legal__updated{margin:8px 0 0;font-size:0.875rem;color:var(--rt-color-text-secondary)}
.rt-legal__intro{margin-top:24px;color:var(--rt-color-text-secondary);line-height:1.8}
.rt-legal__rule{height:1px;margin:32px 0;border:0;background:var(--rt-color-divider)}
.rt-legal__section{margin-bottom:32px}
.rt-legal__heading{margin:0 0 12px;font-size:1.5rem;font-weight:700;line-height:1.334}
.rt-legal__subheading{margin:0 0 8px;font-size:1rem;font-weight:700;line-height:1.75}
.rt-legal__body{color:var(--rt-color-text-secondary);line-height:1.8}
.rt-legal__body p{margin:0 0 12px}
.rt-legal__body ul{margin-top:0;padding-left:24px}
.rt-legal__list{margin:0;padding-left:20px}
.rt-legal__list li{margin-bottom:6px}
.rt-legal__grid{display:grid;gap:24px;grid-template-columns:1fr}
${DESKTOP_MEDIA}{.rt-legal__grid{grid-template-columns:repeat(2,1fr)}}
@media (min-width:${tokens.breakpoints.md}px){.rt-legal__grid{grid-template-columns:repeat(4,1fr)}}
.rt-sitemap__title{margin-bottom:32px}
.rt-sitemap__section{margin-bottom:40px}
.rt-sitemap__city{margin-bottom:20px}
.rt-sitemap__columns{column-gap:32px}
.rt-sitemap__columns li{break-inside:avoid}
${DESKTOP_MEDIA}{.rt-sitemap__columns{columns:2}}
@media (min-width:${tokens.breakpoints.md}px){.rt-sitemap__columns{columns:3}}
.rt-link{color:var(--rt-color-primary-text);text-decoration:underline;text-decoration-color:rgba(251,113,133,0.4);border-radius:2px}
.rt-link:hover{text-decoration-color:inherit}
.rt-table-wrap{overflow-x:auto;border:1px solid var(--rt-color-divider);border-radius:var(--rt-radius)}
.rt-table{width:100%;border-collapse:collapse;font-size:0.875rem}
.rt-table th,.rt-table td{padding:6px 16px;border-bottom:1px solid var(--rt-color-divider);text-align:left;vertical-align:top;line-height:1.43}
.rt-table thead th{font-weight:600}
.rt-table tbody tr:last-child>*{border-bottom:0}
.rt-table .rt-table__num{text-align:right}
.rt-alert{display:flex;align-items:center;gap:12px;padding:6px 16px;border-radius:var(--rt-radius);background:rgba(248,113,113,0.12);color:var(--rt-color-text)}
.rt-alert__text{flex-grow:1;padding:8px 0}
`,
);
