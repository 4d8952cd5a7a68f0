// Free TCP ports on 127.0.0.1 for the servers our scripts and journeys start (imports only node:net, so
// the Playwright journeys load it too).
import net from 'node:net';

/**
 * The ports chosen for our own servers: below Linux's range for outgoing connections' local ports
 * (32768–60999). A port `listen(0)` hands out is in that range, and on a busy machine it (or a neighbour
 * a cluster takes) became some outgoing connection's local port between the choice and the server's
 * listen: EADDRINUSE.
 */
const CHOSEN_PORTS = { from: 20_000, to: 32_000 };

/** A free TCP port on 127.0.0.1: `preferred` when free, else one of CHOSEN_PORTS, else any. */
export async function freePort(preferred) {
  if (preferred && (await isPortFree(preferred))) return preferred;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = CHOSEN_PORTS.from + Math.floor(Math.random() * (CHOSEN_PORTS.to - CHOSEN_PORTS.from));
    if (await isPortFree(port)) return port;
  }
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The first of `count` consecutive free ports (a cluster: nginx, then one port per replica). A port the
 * system hands out for `listen(0)` says nothing of its neighbours: they may be in use already (another
 * service, an outgoing connection's local port) or be handed out next.
 */
export async function freePortBlock(count) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = await freePort();
    const rest = Array.from({ length: count - 1 }, (_, i) => first + 1 + i);
    if (first + count - 1 <= 65_535 && (await Promise.all(rest.map(isPortFree))).every(Boolean)) return first;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}

/** True when nothing listens on 127.0.0.1:`port` (a listen there succeeds). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}
