import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // The real package throws outside React Server Components; in tests every module is server code.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

/** Every test of a call that stores or reads files: run on both storage drivers. */
const MEDIA_TESTS = [
  "tests/integration/media-*.test.ts",
  "tests/integration/pexels.test.ts",
  "tests/integration/misc-files.test.ts",
  "tests/integration/profile.test.ts",
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", environment: "node", include: ["lib/**/*.test.ts", "components/**/*.test.ts", "tests/unit/**/*.test.ts"] },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The media calls again with the S3 storage driver, against a local S3-compatible server.
          name: "integration-s3",
          environment: "node",
          include: MEDIA_TESTS,
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts", "tests/support/s3-driver-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
