-- The product's own web app signs in as the client `beree`; `saber` and `sword` are left to the
-- SpringBlade clients, which read some answers in their own shapes (ADR 0067).
INSERT INTO "blade_client" ("id", "client_id", "client_secret", "authorized_grant_types", "access_token_validity", "refresh_token_validity")
SELECT 1123598811738675301, 'beree', 'beree_secret', 'refresh_token,password,captcha,authorization_code,social', 3600, 604800
WHERE NOT EXISTS (SELECT 1 FROM "blade_client" WHERE "client_id" = 'beree' AND "is_deleted" = 0);
