import { tokens } from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `--rt-*` custom properties generated from the tokens, e.g. `--rt-color-primary`, `--rt-radius`. */
export function cssVariables(): string {
  const colors = Object.entries(tokens.color).map(([name, value]) => `--rt-color-${kebab(name)}: ${value};`);
  return [
    ...colors,
    `--rt-space: ${tokens.spacing}px;`,
    `--rt-radius: ${tokens.radius}px;`,
    `--rt-font: ${tokens.font.family};`,
    `--rt-content-max: ${tokens.contentMaxWidth}px;`,
  ].join('');
}
