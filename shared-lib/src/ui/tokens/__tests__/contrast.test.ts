import fs from 'node:fs';
import path from 'node:path';
import { theme } from '../../mui/theme';
import { tokens } from '../tokens';

/** WCAG 2.2 relative luminance of `#rrggbb` or `rgba(r, g, b, a)` laid over `#rrggbb`. */
function rgb(colour: string, over: string = tokens.color.background): [number, number, number] {
  const hex = (value: string) =>
    [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16)) as [number, number, number];
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(colour);
  if (!rgba) return hex(colour);
  const [r, g, b, a] = rgba.slice(1).map(Number) as [number, number, number, number];
  const base = hex(over);
  return [r, g, b].map((channel, index) => channel * a + base[index]! * (1 - a)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(foreground: string, background: string): number {
  const [a, b] = [luminance(rgb(foreground, background)), luminance(rgb(background))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (a + 0.05) / (b + 0.05);
}

const { color } = tokens;
const pages = { background: color.background, paper: color.paper, surface: color.surface, footer: color.footer };

describe('theme colours meet WCAG 2.2 AA', () => {
  it.each(Object.entries(pages))('text, secondary text and crimson text on %s reach 4.5:1', (_name, page) => {
    expect(contrast(color.text, page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.textSecondary, page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.primaryText, page)).toBeGreaterThanOrEqual(4.5);
    for (const status of [color.success, color.error, color.warning, color.info])
      expect(contrast(status, page)).toBeGreaterThanOrEqual(4.5);
  });

  it('the brand crimson is too dark for small text on near-black, which is why crimson text uses primaryText', () => {
    expect(contrast(color.primary, color.background)).toBeLessThan(4.5);
    expect(contrast(color.primaryText, color.background)).toBeGreaterThan(5);
  });

  it('white on the crimson fill (buttons, skip link) and on its hover reaches 4.5:1', () => {
    expect(contrast(color.onPrimary, color.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.onPrimary, color.primaryHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('MUI puts readable text on every coloured fill', () => {
    for (const name of ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const) {
      const { main, contrastText } = theme.palette[name];
      expect([name, contrast(contrastText, main) >= 4.5]).toEqual([name, true]);
    }
  });

  it('every toast variant reads at 4.5:1 or better (toasts.css)', () => {
    const css = fs.readFileSync(path.join(__dirname, '../../toast/toasts.css'), 'utf8');
    const longHex = (hex: string) =>
      hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
    const variants = [
      ...css.matchAll(/\.notistack-MuiContent-(\w+) \{\s*background-color: (#[\da-f]+);\s*color: (#[\da-f]+);/g),
    ];
    expect(variants.map(([, variant]) => variant)).toEqual(['default', 'success', 'error', 'warning', 'info']);
    for (const [, variant, background, text] of variants) {
      expect([variant, contrast(longHex(text!), longHex(background!)) >= 4.5]).toEqual([variant, true]);
    }
  });

  it('the focus ring and control outlines stand out from the pages (3:1 for UI parts)', () => {
    for (const page of Object.values(pages)) expect(contrast(color.focus, page)).toBeGreaterThanOrEqual(3);
    expect(contrast(color.primary, color.background)).toBeGreaterThanOrEqual(3);
  });
});
