-- The token secret no longer lives in the database (JWT_SECRET, or DATA_DIR/jwt-secret):
-- the old generated one is deleted so that a copy of the database cannot forge a session.
DELETE FROM "settings" WHERE "key" = 'jwt_secret';
