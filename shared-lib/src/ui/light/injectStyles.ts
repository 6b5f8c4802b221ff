/**
 * Adds a stylesheet to the page once, keyed by `id`: CSS written in TypeScript with no styling
 * runtime. Each light component module calls it when it is first imported, before it renders.
 */
export function injectStyles(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(`rt-style-${id}`)) return;
  const style = document.createElement('style');
  style.id = `rt-style-${id}`;
  style.textContent = css;
  document.head.appendChild(style);
}
