import { injectStyles } from '../light/injectStyles';

/** The rating badge over a movie card's poster: placed over the image, so it takes no room of its own. */
injectStyles(
  'movie-card-rating',
  `
.rt-card__rating{position:absolute;top:8px;left:8px;display:inline-flex;align-items:center;gap:4px;max-width:calc(100% - 64px);padding:2px 8px;border-radius:12px;background:rgba(0,0,0,0.72);color:#fff;font-size:0.8125rem;font-weight:700;line-height:1.5;white-space:nowrap;overflow:hidden;pointer-events:none}
.rt-card__rating-star{color:#ffc107}
.rt-card__rating-count{font-weight:400;opacity:0.9}
`,
);
