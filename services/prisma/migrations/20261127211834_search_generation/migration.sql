-- CreateTable
CREATE TABLE "search_generation" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "generation" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "search_generation_pkey" PRIMARY KEY ("id")
);


-- The one row: readers find it from the start, and a bump is a plain UPDATE of it.
INSERT INTO "search_generation" ("id", "generation") VALUES (1, 0);
