CREATE INDEX "users_not_active_idx" ON "users" USING btree ("id") WHERE "users"."status" <> 'active';--> statement-breakpoint
-- uf and city are correlated (Salvador is in BA): without these statistics the planner takes a
-- city for a fraction of its real size and picks the wrong plan for big cities (ADR 0015).
CREATE STATISTICS IF NOT EXISTS promoters_place_stats (dependencies, mcv) ON uf, city FROM promoters;
