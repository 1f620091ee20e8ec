ALTER TABLE "users" ADD COLUMN "last_child_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_last_child_id_children_id_fk" FOREIGN KEY ("last_child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_last_child_idx" ON "users" USING btree ("last_child_id") WHERE "users"."last_child_id" is not null;