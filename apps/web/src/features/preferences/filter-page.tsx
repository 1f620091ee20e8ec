/** /filter — being built (issue 4). */
export function FilterPage() {
  return null;
}
