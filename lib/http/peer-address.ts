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

/** Called once at server start (instrumentation.ts). */
export function installPeerAddressStamp(): void {
  const flagged = globalThis as Flagged;
  if (flagged[INSTALLED]) return;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as RequestStart;
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
