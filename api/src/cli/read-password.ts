/**
 * Reads a password without showing it: from the terminal with echo off, or, when stdin is not a terminal
 * (a pipe, a secrets file), its first line. Never from the command line, where `ps` and shell history see it.
 */
export async function readPassword(prompt: string): Promise<string> {
  return process.stdin.isTTY ? readFromTerminal(prompt) : readFirstLine();
}

export function isTerminal(): boolean {
  return Boolean(process.stdin.isTTY);
}

function readFromTerminal(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          finish();
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}
