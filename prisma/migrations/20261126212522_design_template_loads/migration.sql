-- CreateTable
CREATE TABLE "design_template_loads" (
    "file" TEXT NOT NULL,
    "loadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "design_template_loads_pkey" PRIMARY KEY ("file")
);
