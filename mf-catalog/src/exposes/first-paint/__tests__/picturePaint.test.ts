import { paint as gridPaint } from '../gridPaint.cjs';
import { paint as heroPaint } from '../heroPaint.cjs';

const POSTER = 'https://api.reeltime.test/posters/7.svg?size="large"&v=<2>';
const INLINED = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`;

describe('Home’s first paint', () => {
  it('draws the first hero slide’s backdrop from the page’s largest picture, under its shade', () => {
    expect(heroPaint(null, { image: POSTER })).toEqual({
      body:
        '<div class="rt-fp__hero"><img src="https://api.reeltime.test/posters/7.svg?size=&quot;large&quot;&amp;v=&lt;2>" ' +
        'alt="" fetchpriority="high"><div class="rt-fp__shade"></div></div>',
    });
  });

  it('takes an inlined SVG as it is, and paints nothing without a picture', () => {
    expect(heroPaint(null, { image: INLINED })?.body).toContain(`<img src="${INLINED}" alt=""`);
    expect(heroPaint(null, { image: null })).toBeNull();
    expect(heroPaint(null, {})).toBeNull();
  });
});

describe('All Movies’ first paint', () => {
  it('draws the first poster in the first grid cell, under the heading, filters and section title', () => {
    expect(gridPaint(null, { image: INLINED })).toEqual({
      body:
        '<div class="rt-fp__head"></div><div class="rt-fp__filters"></div><div class="rt-fp__title"></div>' +
        `<div class="rt-fp__grid"><div class="rt-fp__poster"><img src="${INLINED}" alt="" fetchpriority="high"></div></div>`,
    });
  });

  it('paints nothing without a picture', () => {
    expect(gridPaint({ id: 7 }, { image: '' })).toBeNull();
  });
});
