import { theme } from '../../mui/theme';
import { injectBaseStyles } from '../../light/baseStyles';
import { tokens } from '../tokens';

describe('design tokens', () => {
  it('give the light pages their colours as CSS custom properties', () => {
    injectBaseStyles();
    const css = document.getElementById('rt-style-base')?.textContent ?? '';
    expect(css).toContain(`--rt-color-primary: ${tokens.color.primary};`);
    expect(css).toContain(`--rt-color-background: ${tokens.color.background};`);
    expect(css).toContain(`--rt-radius: ${tokens.radius}px;`);
    expect(css).toContain('@media (max-width: 639.95px)');
  });

  it('build the MUI theme, so MUI pages use the same colours, radius, font and 640 px breakpoint', () => {
    expect(theme.palette.primary.main).toBe(tokens.color.primary);
    expect(theme.palette.background.default).toBe(tokens.color.background);
    expect(theme.palette.background.paper).toBe(tokens.color.paper);
    expect(theme.shape.borderRadius).toBe(tokens.radius);
    expect(theme.typography.fontFamily).toBe(tokens.font.family);
    expect(theme.breakpoints.values.sm).toBe(640);
    expect(theme.spacing(1)).toContain(`${tokens.spacing}px`);
  });
});
