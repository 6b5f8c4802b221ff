/**
 * Elements whose role may not carry a name (plain containers and text: div, span, p, dl, …) but that have
 * an `aria-label` or `aria-labelledby`: screen readers ignore such a name, and checkers flag it. A `ul`/`ol`
 * counts too unless it says `role="list"`, since Safari drops the list role of a list drawn without bullets.
 * Returns each offender's opening tag, so a failing test names it.
 */
const NAMELESS_TAGS = new Set([
  'div',
  'span',
  'p',
  'dl',
  'b',
  'i',
  'em',
  'strong',
  'small',
  'code',
  'pre',
  'sub',
  'sup',
  'ins',
  'del',
  'ul',
  'ol',
]);

export function elementsNamedWithoutRole(root: ParentNode = document.body): string[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[aria-label], [aria-labelledby]'))
    .filter((element) => NAMELESS_TAGS.has(element.localName) && !element.hasAttribute('role'))
    .map((element) => element.outerHTML.slice(0, element.outerHTML.indexOf('>') + 1));
}
