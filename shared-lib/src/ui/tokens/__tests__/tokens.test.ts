import fs from 'node:fs';
import path from 'node:path';
import { theme } from '../../mui/theme';
import { tokens } from '../tokens';

/** The custom properties `tokens.css` sets on `:root`, by name. */
function customProperties(): Map<string, string> {
  const css = fs.readFileSync(path.join(__dirname, '../tokens.css'), 'utf8');
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return new Map([...root.matchAll(/(--rt-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('design tokens', () => {
  it('give the stylesheets every colour, the spacing, radius, font and content width as CSS custom properties', () => {
    const expected = new Map([
      ...Object.entries(tokens.color).map(([name, value]) => [`--rt-color-${kebab(name)}`, value] as const),
      ['--rt-space', `${tokens.spacing}px`],
      ['--rt-radius', `${tokens.radius}px`],
      ['--rt-font', tokens.font.family],
      ['--rt-content-max', `${tokens.contentMaxWidth}px`],
    ]);
    expect(customProperties()).toEqual(expected);
  });

  it('build the MUI theme, so MUI pages use the same colours, radius, font and 640 px breakpoint', () => {
    expect(theme.palette.primary.main).toBe(tokens.color.primary);
    expect(theme.palette.background.default).toBe(tokens.color.background);
    expect(theme.palette.background.paper).toBe(tokens.color.paper);
    expect(theme.palette.success.light).toBe(tokens.color.successLight);
    expect(theme.palette.info.light).toBe(tokens.color.infoLight);
    expect(theme.shape.borderRadius).toBe(tokens.radius);
    expect(theme.typography.fontFamily).toBe(tokens.font.family);
    expect(theme.breakpoints.values.sm).toBe(640);
    expect(theme.spacing(1)).toContain(`${tokens.spacing}px`);
  });
});
