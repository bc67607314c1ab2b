import { subscribe } from "node:diagnostics_channel";

// The TCP peer's address of each request, for the rate limits when no proxy is trusted
// (lib/auth/rate-limit.ts clientAddress). Next's route handlers see only headers, and `next start`
// puts the socket's address in X-Forwarded-For only when the client sent none, so a client that
// sends its own X-Forwarded-For would choose its address. Node announces each request on the
// "http.server.request.start" channel before the server's handler sees it: the subscriber below
// overwrites PEER_HEADER with the socket's address there, whatever the client put in it.

export const PEER_HEADER = "x-eventdocs-peer";

// The flag lives on globalThis: the instrumentation hook and the route handlers are separate bundles.
const INSTALLED = Symbol.for("eventdocs.peerAddressStamp");
type Flagged = typeof globalThis & { [INSTALLED]?: boolean };

interface RequestStart {
  request: { headers: Record<string, string | string[] | undefined> };
  socket: { remoteAddress?: string };
}

/** Loopback and private networks: where a reverse proxy in front of the app connects from. */
const NEAR_PEER = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|f[cd][0-9a-f]{2}:|::ffff:(127|10|192\.168)\.)/i;

/**
 * A proxy in front of the app while TRUST_PROXY is 0 makes every caller share the proxy's address,
 * so one stranger's wrong passwords or PINs would hold off everybody: said once, loudly, at the first
 * request that shows it (X-Forwarded-For arriving from a loopback or private peer).
 */
let warned = false;
function warnIfUntrustedProxy(forwarded: unknown, peer: string | undefined): void {
  if (warned || !forwarded || !peer || !NEAR_PEER.test(peer) || Number(process.env.TRUST_PROXY ?? "0") > 0) return;
  warned = true;
  console.warn(
    `[rate limits] Requests arrive through a proxy at ${peer} (they carry X-Forwarded-For) but TRUST_PROXY is 0: every caller counts as the proxy's address. Set TRUST_PROXY to the number of proxies in front of the app.`,
  );
}

/** Called once at server start (instrumentation.ts). */
export function installPeerAddressStamp(): void {
  const flagged = globalThis as Flagged;
  if (flagged[INSTALLED]) return;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as RequestStart;
    warnIfUntrustedProxy(request.headers["x-forwarded-for"], socket.remoteAddress);
    if (socket.remoteAddress) request.headers[PEER_HEADER] = socket.remoteAddress;
    else delete request.headers[PEER_HEADER];
  });
  flagged[INSTALLED] = true;
}

/** The stamped address, trusted only when this process stamps every request (else a client could send it). */
export function stampedPeerAddress(get: (name: string) => string | null | undefined): string | null {
  if (!(globalThis as Flagged)[INSTALLED]) return null;
  return get(PEER_HEADER)?.trim() || null;
}
