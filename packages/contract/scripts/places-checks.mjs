// Shared by generate-places.mjs and its parts: a failed check stops the generation.

export function check(condition, message) {
  if (!condition) throw new Error(`generate-places: ${message}`);
}

export function assertUnique(list, what) {
  const seen = new Set();
  for (const item of list) {
    check(!seen.has(item), `duplicate ${what}: ${item}`);
    seen.add(item);
  }
}

export const byName = (a, b) => a.localeCompare(b, 'en');
