import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a request's address stands for, as the key its limits are counted under (decision 018:
 * the worst one client can do is lock itself). An IPv4 address is itself. An IPv6 address
 * counts by its /64: a home or a phone is given a whole /64 and may use any address in it, so
 * counting single IPv6 addresses would let one client be millions of clients. An IPv4 address
 * written as IPv6 (`::ffff:a.b.c.d`, as a dual-stack socket reports it) is that IPv4 address.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip; // an IPv6 zone (fe80::1%eth0) names no client
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (node:net has checked it). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((h) => Number.parseInt(h, 16)) : []);
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  return [...before, ...Array(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The larger group a client key belongs to, for shares one network may hold together (decision
 * 50): an IPv6 /64 belongs to its /48, what a site is commonly given, so one holder of 65,536
 * /64s is still one group. Anything else (an IPv4 address, an account) is its own group.
 */
export function clientGroup(key: string): string {
  if (!key.endsWith('::/64')) return key;
  return `${key.slice(0, -'::/64'.length).split(':').slice(0, 3).join(':')}::/48`;
}
