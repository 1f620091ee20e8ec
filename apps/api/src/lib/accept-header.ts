/**
 * The values an Accept, Accept-Encoding or Accept-Language header says the client takes, most
 * wanted first: a value with q=0 (or a q that is not a number) is refused, equal weights keep the
 * header's order (RFC 9110 §12.4.2). Parameters other than q are dropped; case is kept. At most
 * the first 32 values are read.
 */
export function acceptedValues(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [value = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.toLowerCase().startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { value, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.value !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.value);
}
