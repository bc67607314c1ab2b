import { defineConfig } from "prisma/config";

// Prisma 7 reads the connection URL from here, not from schema.prisma.
// The fallback keeps the CLI (validate/generate) working without DATABASE_URL:
// the app defaults to an embedded PGlite database and applies migrations with its own scripts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
  },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/placeholder",
  },
});
