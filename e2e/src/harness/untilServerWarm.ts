/** What the shell's server writes into `/` once it is warm: Home's first paint, and every remote's pages known. */
const WARM_MARKS = ['id="rt-first-paint"', '"unknown":[]'];

/**
 * Waits (at most 10 s) until the shell's server has what it loads in the background once it starts — the remotes'
 * manifests (a page asked before they are in goes out without the page's first paint) and the lists behind Home's
 * first paint — so a test or a measurement meets the server a customer meets once it has been up for a second.
 */
export async function untilServerWarm(shellUrl: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const html = await fetch(`${shellUrl}/`).then((response) => response.text());
    if (WARM_MARKS.every((mark) => html.includes(mark))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log('(the shell server was not warm within 10 s of its start: going on anyway)');
}
