/**
 * A map search for the cinema (Google Maps' documented cross-platform search URL: it opens the maps app on phones).
 * Built from the name and address only — the city is added when the address line does not already end with it —
 * so no coordinates are invented.
 */
export function mapSearchUrl(name: string, address: string, city: string): string {
  const place = address.trim().toLowerCase().endsWith(city.trim().toLowerCase())
    ? address.trim()
    : `${address.trim()}, ${city.trim()}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name.trim()}, ${place}`)}`;
}
