import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

let cached: string | undefined;

/**
 * AUTH_SECRET (or NEXTAUTH_SECRET) when set. Otherwise a random secret made on first start and kept
 * in .data/, so a fresh clone runs with no configuration and no secret is ever written in the code.
 */
export function authSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.AUTH_SECRET?.trim() || process.env.NEXTAUTH_SECRET?.trim();
  if (fromEnv) return (cached = fromEnv);
  const file = path.resolve(/*turbopackIgnore: true*/ ".data/auth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
    } catch {
      // Another process created it first; read theirs.
    }
    cached = readFileSync(file, "utf8").trim();
  }
  return cached;
}
