/**
 * The strongly connected components of a directed graph (Tarjan): each component of more than
 * one node is a cycle. `graph` maps a node to the nodes it points at.
 */
export function cyclesOf(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const cycles = [];
  const visit = (node) => {
    meta.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!meta.has(next)) {
        visit(next);
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
      } else if (meta.get(next).onStack) {
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
      }
    }
    if (meta.get(node).low === meta.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        meta.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!meta.has(node)) visit(node);
  return cycles;
}
