/**
 * Waits (at most 10 s) until the shell's server sends Home's first paint: it loads the lists behind it in the
 * background once it starts, so the first page asked of a server started a moment ago goes out without one — not
 * what a customer meets on a server that has been up for more than a second.
 */
export async function untilServerWarm(shellUrl: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const html = await fetch(`${shellUrl}/`).then((response) => response.text());
    if (html.includes('id="rt-first-paint"')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log('(the shell server sent no first paint on / within 10 s of its start: measuring anyway)');
}
