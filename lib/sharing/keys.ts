import { randomBytes } from "node:crypto";
import { appUrl } from "@/lib/mail/config";

// Share addresses. A share key is 128 random bits (base62, 22 characters): unguessable, so the link
// itself is the capability. Short codes are 8 base62 characters (47 bits) and only redirect to the
// full link. Recipients are numbered within a share: "0" is the link, "1" the e-mail recipient.

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: dropping bytes above it keeps every character equally likely.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export const SHARE_KEY_PATTERN = /^[0-9A-Za-z]{22}$/;
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{8}$/;
export const RECIPIENT_PATTERN = /^(0|[1-9][0-9]{0,2})$/;

export const LINK_RECIPIENT = "0";
export const EMAIL_RECIPIENT = "1";

export const newShareKey = () => randomBase62(22);
export const newShortCode = () => randomBase62(8);

/**
 * Where a workspace's shares are served: `https://{customSubdomain}.{SHARE_HOST_DOMAIN}` when the
 * workspace has a subdomain (set by an operator) and SHARE_HOST_DOMAIN is configured, else the app's
 * own address. Both names are ours (the operator's validated label, our configuration), never a request's.
 */
export function shareOrigin(customSubdomain?: string | null): string {
  const domain = shareHostDomain();
  return customSubdomain && domain ? `https://${customSubdomain}.${domain}` : appUrl();
}

/**
 * The domain workspaces' subdomains live under (SHARE_HOST_DOMAIN, without leading dots or trailing
 * slashes), or null when unset or not a host name ("https://x.app" would make addresses that go nowhere).
 */
export function shareHostDomain(): string | null {
  const domain = process.env.SHARE_HOST_DOMAIN?.trim().toLowerCase().replace(/^\.+|\/+$/g, "");
  return domain && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

/** The public view's path and absolute address of one recipient of a share (on its workspace's host, see shareOrigin). */
export const sharePath = (shareKey: string, recipient: string) => `/shared/${shareKey}/${recipient}`;
export const shareUrl = (shareKey: string, recipient: string, customSubdomain?: string | null) => `${shareOrigin(customSubdomain)}${sharePath(shareKey, recipient)}`;
export const shortUrl = (shortCode: string, customSubdomain?: string | null) => `${shareOrigin(customSubdomain)}/s/${shortCode}`;
