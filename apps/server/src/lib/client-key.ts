/**
 * The key a client is rate-limited by: its address, an IPv4-mapped IPv6 address as IPv4, an IPv6
 * address by its /64 network (one host holds a whole /64). A request whose connection has already
 * closed (a page's last analytics beacon) has no address: it gets one shared key instead of
 * failing inside the limiter (@fastify/rate-limit's default reads `request.ip` unguarded).
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'no-address';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
