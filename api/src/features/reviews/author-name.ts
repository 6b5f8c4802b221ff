/** How customers see a review's author: the first name and the initial of the last ("Priya Sharma" → "Priya S."). */
export function publicAuthorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return 'A verified customer';
  const first = [...words[0]].slice(0, 30).join('');
  if (words.length === 1) return first;
  const initial = [...words[words.length - 1]].find((character) => /[\p{L}\p{N}]/u.test(character));
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}
