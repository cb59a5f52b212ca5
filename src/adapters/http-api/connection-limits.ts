import type { Server } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * How long a client may take and how many connections it may hold (issue 24, item 2). Without
 * them, a client that sends half a request's headers and waits holds its connection for ever, and
 * some thousands of those use up the process's file limit: the site stops answering everyone.
 */
export interface ConnectionSettings {
  /** All of a request's headers must arrive within this (else 408 and the connection closes). */
  readonly headersTimeoutMs: number;
  /** A whole request, body included, must arrive within this (else 408 and the connection closes). */
  readonly requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  readonly keepAliveTimeoutMs: number;
  /** Open connections at most; more are closed as they arrive. */
  readonly maxConnections: number;
  /** Open connections from one address at most (trusted proxies excepted); more are closed as they arrive. */
  readonly maxConnectionsPerAddress: number;
}

export const defaultConnectionSettings: ConnectionSettings = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 10_000,
  maxConnectionsPerAddress: 200,
};

/**
 * How often Node looks for requests past their headers or request timeout (its default, 30 s,
 * would let a 10 s timeout run to 40 s): a quarter of the headers timeout, at most a second.
 */
export function connectionsCheckingInterval(settings: ConnectionSettings): number {
  return Math.max(25, Math.min(1_000, Math.floor(settings.headersTimeoutMs / 4)));
}

/** proxy-addr's named ranges (what TRUST_PROXY takes), as address blocks. */
const namedRanges: Readonly<Record<string, readonly [string, number, 'ipv4' | 'ipv6'][]>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** An IPv4 client as seen on an IPv6 socket (::ffff:1.2.3.4) is 1.2.3.4. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/**
 * Whose connections are not counted per address: the trusted proxies (TRUST_PROXY), whose
 * connections carry many visitors. True or a hop count (allowed only on a loopback interface)
 * trusts whoever connects, so nobody is counted per address; the total cap still holds.
 */
export function trustedProxies(trustProxy: boolean | number | readonly string[]): (address: string) => boolean {
  if (trustProxy === true || typeof trustProxy === 'number') return () => true;
  if (trustProxy === false || trustProxy.length === 0) return () => false;
  const blocks = new BlockList();
  for (const entry of trustProxy) {
    for (const [network, prefix, family] of namedRanges[entry] ?? []) blocks.addSubnet(network, prefix, family);
    const [address = '', prefix] = entry.split('/');
    const version = isIP(address);
    if (version === 0) continue;
    const family = version === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) blocks.addAddress(address, family);
    else blocks.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const plain = plainAddress(address);
    const version = isIP(plain);
    return version !== 0 && blocks.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * Caps `server`'s open connections in total (Node's `maxConnections`) and per client address: a
 * connection over either cap is closed as it arrives, before a byte of it is read, so a flood of
 * connections from one address cannot crowd out everyone else. Returns the open count per address
 * (for tests).
 */
export function limitConnections(
  server: Server,
  settings: Pick<ConnectionSettings, 'maxConnections' | 'maxConnectionsPerAddress'>,
  exempt: (address: string) => boolean = () => false,
): ReadonlyMap<string, number> {
  server.maxConnections = settings.maxConnections;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = plainAddress(socket.remoteAddress ?? '');
    if (address === '' || exempt(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= settings.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
  return open;
}
