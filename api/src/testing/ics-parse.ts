/** Reads an iCalendar text back for tests: unfolds lines (RFC 5545 §3.1) and splits name;params:value. */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export function unfoldIcs(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.length > 0);
}

export function parseIcs(text: string): IcsProperty[] {
  return unfoldIcs(text).map((line) => {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    return {
      name,
      params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])),
      value: line.slice(colon + 1),
    };
  });
}

/** The first property of that name (e.g. DTSTART) inside the VEVENT. */
export function eventProperty(text: string, name: string): IcsProperty | undefined {
  const properties = parseIcs(text);
  const begin = properties.findIndex((p) => p.name === 'BEGIN' && p.value === 'VEVENT');
  return properties.slice(begin).find((p) => p.name === name);
}

/** Undoes TEXT escaping. */
export function unescapeIcsText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}
