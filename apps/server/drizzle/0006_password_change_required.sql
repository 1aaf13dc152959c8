ALTER TABLE "blade_user" ADD COLUMN "password_change_required" smallint DEFAULT 0 NOT NULL;
-- Existing users keep their passwords as they are: only a password someone else sets from now on must be changed.
