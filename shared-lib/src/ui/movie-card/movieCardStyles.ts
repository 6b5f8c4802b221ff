import { DESKTOP_MEDIA, tokens } from '../tokens/tokens';
import '../light/baseStyles';
import { injectStyles } from '../light/injectStyles';

/** The movie card and its skeleton: one fixed 2:3 poster box, so nothing moves when data or images arrive. */
injectStyles(
  'movie-card',
  `
.rt-card{position:relative;display:flex;flex-direction:column;height:100%;overflow:hidden;cursor:pointer;background:var(--rt-color-paper);border-radius:var(--rt-radius);box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12);transition:transform 160ms ease,box-shadow 160ms ease}
.rt-card:hover,.rt-card:focus-within{transform:translateY(-4px);box-shadow:0 5px 5px -3px rgba(0,0,0,.2),0 8px 10px 1px rgba(0,0,0,.14),0 3px 14px 2px rgba(0,0,0,.12)}
.rt-card__media{position:relative;aspect-ratio:2/3;background:#212121}
.rt-card__img{display:block;width:100%;height:100%;object-fit:cover}
.rt-card__fav{position:absolute;top:8px;right:8px}
.rt-fav{background:rgba(0,0,0,0.55);color:var(--rt-color-text)}
.rt-fav:hover{background:rgba(0,0,0,0.75)}
.rt-fav[aria-pressed="true"]{color:var(--rt-color-primary)}
.rt-card__actions{position:absolute;inset:auto 0 0 0;display:flex;flex-direction:column;gap:8px;padding:12px;background:linear-gradient(to top,rgba(0,0,0,0.9),transparent);transition:opacity 160ms ease}
@media (min-width:900px) and (hover:hover){.rt-card__actions{opacity:0}.rt-card:hover .rt-card__actions,.rt-card:focus-within .rt-card__actions{opacity:1}}
.rt-card__actions-space{display:none}
@media (hover:none){.rt-card__media{aspect-ratio:auto}.rt-card__img{aspect-ratio:2/3;height:auto}.rt-card__actions{position:static;height:84px;justify-content:center;gap:6px;padding:8px 8px 0;background:none}.rt-card__actions-space{display:block;height:84px}.rt-card--skeleton .rt-card__media{aspect-ratio:2/3}}
.rt-card__body{flex-grow:1;padding:12px;min-width:0}
.rt-card__title{display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;color:inherit;text-decoration:none;font-size:1rem;font-weight:700;line-height:1.75}
.rt-card__title:focus-visible{outline:2px solid var(--rt-color-focus);outline-offset:2px}
.rt-card__facts{display:flex;align-items:center;gap:8px;margin-top:4px;min-width:0}
.rt-card__facts-text{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:0.875rem;line-height:1.43;color:var(--rt-color-text-secondary)}
.rt-card--skeleton{cursor:default}
.rt-card--skeleton:hover{transform:none}
.rt-card--skeleton .rt-card__media{background:var(--rt-color-skeleton)}
.rt-card__line{height:1.1rem;margin:5px 0}
.rt-movie-grid{list-style:none;margin:0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(2,minmax(0,1fr))}
.rt-movie-grid>li{min-width:0}
${DESKTOP_MEDIA}{.rt-movie-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:${tokens.breakpoints.md}px){.rt-movie-grid{gap:20px;grid-template-columns:repeat(4,minmax(0,1fr))}}
@media (min-width:${tokens.breakpoints.lg}px){.rt-movie-grid{grid-template-columns:repeat(5,minmax(0,1fr))}}
`,
);
